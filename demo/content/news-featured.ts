/**
 * Hand-written news items, newest first. Merged with the templated news
 * families in news.ts.
 */
import type { Doc } from './types';
import { a, doc, h2, html, ol, p, quote, ul } from './helpers';

export const featuredNews: Doc[] = [
  doc(
    'Zəfər Günü münasibətilə Palatanın kollektivi Şəhidlər xiyabanını ziyarət edib',
    html(
      p(
        '8 Noyabr – Zəfər Günü münasibətilə Hesablama Palatasının rəhbərliyi və əməkdaşları Şəhidlər xiyabanını ziyarət edərək Vətənin ərazi bütövlüyü uğrunda canlarından keçmiş qəhrəman övladlarımızın xatirəsini ehtiramla yad etmiş, məzarları üzərinə gül dəstələri düzmüşlər.',
      ),
      p(
        'Daha sonra Palatada keçirilən tədbirdə Vətən müharibəsində qazanılmış tarixi qələbənin ölkəmizin suverenliyinin tam bərpasındakı rolundan danışılmışdır. Çıxışlarda qeyd olunmuşdur ki, işğaldan azad edilmiş ərazilərdə aparılan genişmiqyaslı bərpa-quruculuq işləri dövlət vəsaitlərinin şəffaf və səmərəli istifadəsinə xüsusi diqqət tələb edir.',
      ),
      p(
        'Tədbirdə Vətən müharibəsi iştirakçısı olan Palata əməkdaşlarına təşəkkürnamələr təqdim edilmişdir.',
      ),
    ),
    'Chamber of Accounts staff visit the Alley of Martyrs on Victory Day',
    html(
      p(
        'To mark 8 November, Victory Day, the leadership and staff of the Chamber of Accounts visited the Alley of Martyrs, paid tribute to the heroes who gave their lives for the territorial integrity of the homeland and laid flowers on their graves.',
      ),
      p(
        "At a subsequent event at the Chamber, speakers discussed the role of the historic victory in the Patriotic War in fully restoring the country's sovereignty. They noted that the large-scale reconstruction under way in the liberated territories calls for particular attention to the transparent and efficient use of public funds.",
      ),
      p(
        'Staff members of the Chamber who took part in the Patriotic War were presented with letters of appreciation.',
      ),
    ),
  ),
  doc(
    '2027-ci il dövlət büdcəsi layihəsinə dair rəy Milli Məclisə təqdim olundu',
    html(
      p(
        'Hesablama Palatası “Azərbaycan Respublikasının 2027-ci il dövlət büdcəsi haqqında” qanun layihəsinə və büdcə zərfinə daxil olan digər sənədlərə dair rəyini Azərbaycan Respublikasının Milli Məclisinə təqdim etmişdir.',
      ),
      p(
        'Rəydə gəlir proqnozlarının əsaslandırılması, xərclərin prioritetlər üzrə bölgüsü, büdcə kəsirinin maliyyələşdirilməsi mənbələri və dövlət borcunun dayanıqlığı təhlil edilmişdir. Xüsusi diqqət aşağıdakı məsələlərə yönəldilmişdir:',
      ),
      ul([
        'neftdənkənar gəlirlərin artım dinamikası və vergi güzəştlərinin büdcəyə təsiri;',
        'işğaldan azad edilmiş ərazilərin bərpasına yönəldilən investisiya xərcləri;',
        'sosial müdafiə xərclərinin və əməkhaqqı artımlarının maliyyə təminatı.',
      ]),
      p(
        'Palatanın sədri rəyin əsas müddəalarını Milli Məclisin komitələrinin birgə iclasında təqdim edəcəkdir. Rəyin tam mətni Palatanın rəsmi saytının “Rəylər” bölməsində yerləşdirilmişdir.',
      ),
    ),
    'Opinion on the draft 2027 state budget submitted to the Milli Majlis',
    html(
      p(
        'The Chamber of Accounts has submitted to the Milli Majlis of the Republic of Azerbaijan its opinion on the draft Law “On the State Budget of the Republic of Azerbaijan for 2027” and the other documents in the budget package.',
      ),
      p(
        'The opinion analyses the justification of revenue forecasts, the allocation of spending across priorities, the sources of financing for the budget deficit and the sustainability of public debt. Particular attention is paid to:',
      ),
      ul([
        'the growth of non-oil revenues and the budgetary impact of tax exemptions;',
        'investment spending on the reconstruction of the liberated territories;',
        'funding for social protection spending and wage increases.',
      ]),
      p(
        "The Chairman of the Chamber will present the main points of the opinion at a joint meeting of the Milli Majlis committees. The full text has been published in the “Opinions” section of the Chamber's website.",
      ),
    ),
  ),
  doc(
    '“Azərişıq” ASC-də aparılmış audit: elektrik enerjisi itkilərinin azaldılması üçün tövsiyələr verildi',
    html(
      p(
        'Hesablama Palatası “Azərişıq” ASC-nin 2025-ci il üzrə maliyyə hesabatlarının auditini başa çatdırmışdır. Audit zamanı Cəmiyyətin paylayıcı şəbəkələrinin yenidən qurulmasına yönəldilmiş investisiyaların istifadəsi, istehlakçılarla hesablaşmalar və elektrik enerjisi itkilərinin səviyyəsi də təhlil edilmişdir.',
      ),
      p(
        'Audit nəticəsində müəyyən edilmişdir ki, ağıllı sayğacların quraşdırıldığı ərazilərdə kommersiya itkiləri nəzərəçarpacaq dərəcədə azalmış, lakin bəzi rayonlarda köhnəlmiş transformator məntəqələrinin yenilənməsi planlaşdırılmış müddətdən geri qalmışdır.',
      ),
      p('Palata Cəmiyyətə aşağıdakı tövsiyələri vermişdir:'),
      ol([
        'investisiya layihələrinin prioritetləşdirilməsində itki səviyyəsi yüksək olan şəbəkə sahələrinə üstünlük verilməsi;',
        'debitor borclarının yığılması üzrə ayrıca fəaliyyət planının hazırlanması;',
        'əsas vəsaitlərin inventarlaşdırılması nəticələrinin mühasibat uçotunda vaxtında əks etdirilməsi.',
      ]),
    ),
    'Audit of Azerishig OJSC: recommendations issued to reduce electricity losses',
    html(
      p(
        "The Chamber of Accounts has completed its audit of the 2025 financial statements of Azerishig OJSC. The audit also analysed the use of investments in rebuilding the company's distribution networks, settlements with consumers and the level of electricity losses.",
      ),
      p(
        'The audit found that commercial losses had fallen markedly in areas where smart meters were installed, while the replacement of worn-out transformer stations in some districts had fallen behind schedule.',
      ),
      p('The Chamber made the following recommendations to the company:'),
      ol([
        'to give priority to network sections with high losses when ranking investment projects;',
        'to prepare a separate action plan for collecting receivables;',
        'to reflect the results of fixed asset inventories in the accounts without delay.',
      ]),
    ),
  ),
  doc(
    'Hesablama Palatasının rüblük xəbər bülleteninin yeni sayı dərc olundu',
    html(
      p(
        'Hesablama Palatasının rüblük elektron xəbər bülleteninin növbəti sayı oxuculara təqdim edilmişdir. Bülletendə rüb ərzində başa çatdırılmış audit tədbirlərinin qısa xülasələri, Kollegiyanın qərarları və beynəlxalq əməkdaşlıq sahəsində əldə olunmuş nəticələr barədə məlumatlar yer almışdır.',
      ),
      p('Yeni sayın əsas mövzuları bunlardır:'),
      ul([
        'Kollegiyanın rüb ərzində təsdiq etdiyi audit hesabatlarının xülasələri;',
        'regionlarda su təchizatı layihələrinin auditinin nəticələri;',
        'Palatanın auditorlarının iştirak etdiyi beynəlxalq təlimlər.',
      ]),
      p(
        'Bülletenə abunə olmaq üçün rəsmi saytın “Xəbərlər” bölməsində elektron poçt ünvanını qeyd etmək kifayətdir. Abunəçilər yeni xəbər və hesabatlar dərc olunduqda bildiriş alacaqlar.',
      ),
    ),
    "New issue of the Chamber of Accounts' quarterly news bulletin published",
    html(
      p(
        "The new issue of the Chamber of Accounts' quarterly electronic news bulletin is out. It contains short summaries of the audits completed during the quarter, decisions of the Board and results achieved in international cooperation.",
      ),
      p('The main topics of the new issue are:'),
      ul([
        'summaries of the audit reports approved by the Board during the quarter;',
        'the results of the audit of water supply projects in the regions;',
        "international training attended by the Chamber's auditors.",
      ]),
      p(
        'To subscribe, simply enter your e-mail address in the “News” section of the website. Subscribers will be notified whenever new news items and reports are published.',
      ),
    ),
  ),
  doc(
    'Dövlət şirkətlərində korporativ idarəetmə mövzusunda dəyirmi masa keçirildi',
    html(
      p(
        'Hesablama Palatasında “Dövlət şirkətlərində korporativ idarəetmə və hesabatlılıq” mövzusunda dəyirmi masa keçirilmişdir. Tədbirdə Maliyyə Nazirliyinin, İqtisadiyyat Nazirliyinin, bir sıra dövlət şirkətlərinin nümayəndələri və müstəqil ekspertlər iştirak etmişlər.',
      ),
      p(
        'Müzakirələrdə dövlət şirkətlərinin maliyyə hesabatlarının Maliyyə Hesabatlarının Beynəlxalq Standartlarına uyğun hazırlanması, müşahidə şuralarının rolu və dövlət büdcəsindən verilən subsidiyaların şəffaflığı kimi məsələlərə toxunulmuşdur.',
      ),
      quote(
        'Dövlət şirkətlərinin fəaliyyətinin şəffaflığı həm dövlət büdcəsinin dayanıqlığı, həm də əhaliyə göstərilən xidmətlərin keyfiyyəti baxımından mühüm əhəmiyyət daşıyır.',
      ),
      p(
        'Dəyirmi masanın yekununda iştirakçıların təklifləri əsasında tövsiyələrin hazırlanaraq aidiyyəti qurumlara göndəriləcəyi bildirilmişdir.',
      ),
    ),
    'Round table on corporate governance in state-owned companies',
    html(
      p(
        'The Chamber of Accounts hosted a round table on “Corporate governance and accountability in state-owned companies”. It was attended by representatives of the Ministry of Finance, the Ministry of Economy, several state-owned companies and independent experts.',
      ),
      p(
        'The discussion covered the preparation of state-owned companies’ financial statements in line with International Financial Reporting Standards, the role of supervisory boards and the transparency of subsidies from the state budget.',
      ),
      quote(
        'Transparency in the work of state-owned companies matters both for the sustainability of the state budget and for the quality of the services provided to the public.',
      ),
      p(
        "It was announced that recommendations based on the participants' proposals would be drawn up and sent to the relevant bodies.",
      ),
    ),
  ),
  doc(
    'İşıqlandırma sistemlərinin modernləşdirilməsinə yönəldilmiş vəsaitlərin auditi yekunlaşdı',
    html(
      p(
        'Hesablama Palatası bir sıra şəhər və rayonlarda küçələrin və həyətyanı ərazilərin işıqlandırılması sistemlərinin modernləşdirilməsinə ayrılmış vəsaitlərin uyğunluq auditini başa çatdırmışdır. Audit enerjiyə qənaət edən LED lampaların alınması və quraşdırılması üzrə müqavilələri əhatə etmişdir.',
      ),
      p(
        'Audit zamanı müəyyən edilmişdir ki, quraşdırılmış lampaların əksəriyyəti texniki tələblərə cavab verir və elektrik enerjisinə qənaət hesabına istismar xərcləri azalmışdır. Bununla yanaşı, bəzi hallarda zəmanət müddəti ərzində sıradan çıxmış avadanlığın podratçı tərəfindən dəyişdirilməsi tələb olunmamış, idarəetmə sistemlərinin vahid dispetçer mərkəzinə qoşulması isə yarımçıq qalmışdır.',
      ),
      p(
        'Palata yerli icra hakimiyyəti orqanlarına zəmanət öhdəliklərinin icrasına nəzarətin gücləndirilməsini və enerjiyə qənaət göstəricilərinin müntəzəm ölçülməsini tövsiyə etmişdir.',
      ),
    ),
    'Audit of funds for modernising lighting systems completed',
    html(
      p(
        'The Chamber of Accounts has completed a compliance audit of funds allocated to modernising street and courtyard lighting in a number of towns and districts. The audit covered contracts for purchasing and installing energy-saving LED lamps.',
      ),
      p(
        'The audit found that most of the lamps installed meet the technical requirements and that running costs have fallen thanks to lower electricity consumption. However, in some cases contractors were not required to replace equipment that failed during the warranty period, and the connection of control systems to a single dispatch centre was left unfinished.',
      ),
      p(
        'The Chamber recommended that local executive authorities tighten oversight of warranty obligations and measure energy savings regularly.',
      ),
    ),
  ),
  doc(
    'Audit hesabatları açıq məlumat formatında dərc edilməyə başlanıldı',
    html(
      p(
        'Hesablama Palatası audit hesabatlarının əsas göstəricilərini maşınla oxunan açıq məlumat formatında dərc etməyə başlamışdır. İlk mərhələdə 2024–2026-cı illərdə aparılmış audit tədbirlərinin nəticələri, verilmiş tövsiyələr və onların icra vəziyyəti barədə məlumatlar istifadəçilər üçün əlçatan olmuşdur.',
      ),
      p(
        'Yenilik tədqiqatçılara, jurnalistlərə və vətəndaş cəmiyyəti nümayəndələrinə məlumatları təhlil etmək və müxtəlif illər üzrə müqayisələr aparmaq imkanı yaradır. İstifadəçilər məlumatları cədvəl formatında yükləyə, audit obyektləri, illər və tövsiyələrin icra statusu üzrə süzgəcdən keçirə bilərlər. Bu addım INTOSAI-nin şəffaflıq və hesabatlılıq prinsiplərinə (INTOSAI-P 20) uyğun olaraq atılmışdır.',
      ),
      p(
        'Məlumat dəstləri hər rüb yenilənəcəkdir. Təklif və iradlarınızı “Sorğu və müraciətlər” bölməsi vasitəsilə göndərə bilərsiniz.',
      ),
    ),
    'Audit reports now published as open data',
    html(
      p(
        'The Chamber of Accounts has started publishing the key data of its audit reports in a machine-readable open data format. In the first phase, data on the results of audits carried out in 2024–2026, the recommendations issued and their implementation status have been made available.',
      ),
      p(
        'This enables researchers, journalists and civil society to analyse the data and compare results across years. Users can download the data as spreadsheets and filter it by audited entity, year and implementation status of recommendations. The step was taken in line with the INTOSAI principles of transparency and accountability (INTOSAI-P 20).',
      ),
      p(
        'The datasets will be updated every quarter. Suggestions and comments can be sent through the “Requests and appeals” section.',
      ),
    ),
  ),
  doc(
    'İnkişaf Strategiyasının icrasının birinci yarımil üzrə nəticələri müzakirə edildi',
    html(
      p(
        'Hesablama Palatasının Kollegiyasının iclasında Palatanın 2026–2030-cu illər üçün İnkişaf Strategiyasının icrasının birinci yarımil üzrə nəticələri müzakirə olunmuşdur. İlin əvvəlində təsdiq edilmiş Strategiya ali audit qurumlarının fəaliyyətinin ölçülməsi metodologiyası (SAI PMF) əsasında aparılmış qiymətləndirmənin nəticələrinə əsaslanır.',
      ),
      h2('Strateji məqsədlər üzrə irəliləyiş'),
      ol([
        'audit fəaliyyətinin keyfiyyəti və təsiri: tövsiyələrin icrasının izlənilməsi sistemi yenilənmişdir;',
        'rəqəmsal audit imkanları: məlumat analitikası mərkəzinin pilot fəaliyyətinə başlanılmışdır;',
        'institusional potensial: gənc auditorlar üçün mentorluq proqramı hazırlanmışdır;',
        'vətəndaşlar və parlamentlə ünsiyyət: audit hesabatlarının açıq məlumat formatında dərcinə hazırlıq başa çatmışdır.',
      ]),
      p(
        'Kollegiya ilin ikinci yarısı üçün fəaliyyət planında nəzərdə tutulmuş tədbirlərin vaxtında icrasının təmin edilməsini tapşırmışdır. Strategiyanın icrasının nəticələri Palatanın illik fəaliyyət hesabatında əks olunacaqdır.',
      ),
    ),
    'Half-year progress in implementing the Development Strategy reviewed',
    html(
      p(
        "The Board of the Chamber of Accounts has reviewed progress in the first half of the year in implementing the Chamber's Development Strategy for 2026–2030. Approved at the beginning of the year, the Strategy builds on the results of an assessment carried out with the SAI Performance Measurement Framework (SAI PMF).",
      ),
      h2('Progress towards the strategic goals'),
      ol([
        'quality and impact of audit work: the system for following up recommendations has been updated;',
        'digital audit capabilities: the data analytics centre has started its pilot phase;',
        'institutional capacity: a mentoring programme for young auditors has been prepared;',
        'communication with citizens and parliament: preparations for publishing audit reports as open data have been completed.',
      ]),
      p(
        "The Board instructed that the measures planned for the second half of the year be carried out on time. Progress will be reported in the Chamber's annual activity report.",
      ),
    ),
  ),
  doc(
    'Hesablama Palatasının 2025-ci il üzrə fəaliyyət hesabatı Milli Məclisə təqdim olundu',
    html(
      p(
        'Hesablama Palatası 2025-ci il üzrə fəaliyyət hesabatını qanunvericiliklə müəyyən edilmiş müddətdə Azərbaycan Respublikasının Milli Məclisinə təqdim etmişdir. Hesabatda il ərzində həyata keçirilmiş audit tədbirləri, hazırlanmış rəylər, metodoloji və beynəlxalq fəaliyyət barədə ətraflı məlumat verilmişdir.',
      ),
      p(
        'Hesabatda qeyd edilir ki, audit tövsiyələrinin icra səviyyəsi əvvəlki illə müqayisədə yüksəlmiş, səmərəlilik auditlərinin audit tədbirlərinin ümumi sayındakı payı artmışdır. “Konstitusiya və Suverenlik İli” çərçivəsində keçirilmiş maarifləndirmə tədbirləri də hesabatda öz əksini tapmışdır.',
      ),
      p(
        'Hesabatın tam mətni ilə Palatanın rəsmi saytının “Fəaliyyət hesabatları” bölməsində tanış olmaq olar.',
      ),
    ),
    "Chamber of Accounts' 2025 activity report submitted to the Milli Majlis",
    html(
      p(
        'The Chamber of Accounts has submitted its activity report for 2025 to the Milli Majlis of the Republic of Azerbaijan within the statutory deadline. The report gives a detailed account of the audits carried out during the year, the opinions prepared and the Chamber’s methodological and international work.',
      ),
      p(
        'The report notes that the implementation rate of audit recommendations rose compared with the previous year and that performance audits accounted for a larger share of all audits. It also describes the awareness events held as part of the “Year of the Constitution and Sovereignty”.',
      ),
      p('The full text is available in the “Activity reports” section of the Chamber’s website.'),
    ),
  ),
  doc(
    'Gənc auditorlar üçün mentorluq proqramına start verildi',
    html(
      p(
        'Hesablama Palatasında işə yeni qəbul olunmuş auditorların peşəkar inkişafını dəstəkləmək məqsədilə mentorluq proqramına başlanılmışdır. Proqram çərçivəsində hər bir gənc əməkdaşa təcrübəli auditor təhkim olunur.',
      ),
      p('Altı ay davam edəcək proqram aşağıdakı mərhələləri əhatə edir:'),
      ul([
        'Palatanın daxili normativ sənədləri və audit standartları ilə tanışlıq;',
        'audit qruplarının tərkibində praktiki işdə iştirak;',
        'iş sənədlərinin hazırlanması və audit sübutlarının sənədləşdirilməsi üzrə məşğələlər;',
        'yekun qiymətləndirmə və fərdi inkişaf planının tərtibi.',
      ]),
      p(
        'Proqramın nəticələri əsasında gələcəkdə onun Palataya yeni qəbul olunan bütün dövlət qulluqçularına şamil edilməsi nəzərdə tutulur.',
      ),
    ),
    'Mentoring programme for young auditors launched',
    html(
      p(
        'The Chamber of Accounts has launched a mentoring programme to support the professional development of newly recruited auditors. Under the programme, each young staff member is paired with an experienced auditor.',
      ),
      p('The six-month programme has the following stages:'),
      ul([
        "familiarisation with the Chamber's internal regulations and audit standards;",
        'practical work as part of audit teams;',
        'sessions on preparing working papers and documenting audit evidence;',
        'a final assessment and an individual development plan.',
      ]),
      p(
        'Depending on the results, the programme is expected to be extended to all civil servants newly recruited by the Chamber.',
      ),
    ),
  ),
  doc(
    'Tələbələr üçün “Dövlət auditi və vətəndaş” mövzusunda açıq dərs təşkil olundu',
    html(
      p(
        'Hesablama Palatası ali təhsil müəssisələrinin iqtisadiyyat və hüquq ixtisasları üzrə təhsil alan tələbələri üçün “Dövlət auditi və vətəndaş” mövzusunda açıq dərs təşkil etmişdir.',
      ),
      p(
        'Palatanın əməkdaşları tələbələrə ali audit qurumunun konstitusiya statusu, audit növləri və audit nəticələrinin ictimaiyyətə açıqlanması qaydaları barədə məlumat vermişlər. Tələbələr həmçinin büdcə layihəsinə rəyin necə hazırlandığını praktiki nümunə əsasında öyrənmişlər. Onların sualları əsasən audit nəticələrinin ictimaiyyətə açıqlanması, Palataya işə qəbul qaydaları və auditorun peşə etikası ilə bağlı olmuşdur.',
      ),
      p(
        'Dərsin sonunda fəal iştirakçılara Palatada yay təcrübəsi keçmək imkanı təqdim olunmuşdur. Təcrübə proqramına müraciət qaydaları “Elanlar” bölməsində dərc ediləcəkdir.',
      ),
    ),
    'Open lesson for students on “Public audit and the citizen”',
    html(
      p(
        'The Chamber of Accounts held an open lesson on “Public audit and the citizen” for economics and law students from universities.',
      ),
      p(
        'Staff of the Chamber explained the constitutional status of the supreme audit institution, the types of audit and the rules for publishing audit results. The students also learned how an opinion on the draft budget is prepared, using a practical example. Their questions focused mainly on how audit results are made public, how to join the Chamber and the professional ethics of auditors.',
      ),
      p(
        'At the end of the lesson, the most active participants were offered summer internships at the Chamber. Application rules for the internship programme will be published in the “Announcements” section.',
      ),
    ),
  ),
  doc(
    'Konstitusiya Günü münasibətilə Palatada tədbir keçirildi',
    html(
      p(
        '12 Noyabr – Konstitusiya Günü münasibətilə Hesablama Palatasında tədbir keçirilmişdir. Tədbirdə Azərbaycan Respublikası Konstitusiyasının ümumxalq səsverməsi yolu ilə qəbul edilməsinin 31-ci ildönümü qeyd olunmuşdur.',
      ),
      p(
        'Çıxışlarda vurğulanmışdır ki, Konstitusiya Hesablama Palatasının fəaliyyətinin hüquqi əsasını təşkil edir və dövlət maliyyəsi üzərində müstəqil xarici nəzarət institutunun mövcudluğunu təsbit edir. Ötən il “Konstitusiya və Suverenlik İli” çərçivəsində Palatada başlanmış maarifləndirmə tədbirlərinin bu il də davam etdirildiyi qeyd olunmuşdur.',
      ),
      p(
        'Tədbirin sonunda Palatanın gənc əməkdaşları arasında keçirilmiş “Konstitusiya və dövlət auditi” mövzusunda esse müsabiqəsinin qalibləri mükafatlandırılmışdır.',
      ),
    ),
    'Constitution Day marked at the Chamber',
    html(
      p(
        'On 12 November, Constitution Day, the Chamber of Accounts held an event marking the 31st anniversary of the adoption of the Constitution of the Republic of Azerbaijan by nationwide referendum.',
      ),
      p(
        "Speakers stressed that the Constitution provides the legal basis for the Chamber of Accounts' work and enshrines an independent external audit institution overseeing public finances. They noted that the awareness activities launched at the Chamber last year as part of the “Year of the Constitution and Sovereignty” have continued this year.",
      ),
      p(
        'The event closed with an award ceremony for the winners of an essay competition on “The Constitution and public audit” among the Chamber’s young staff.',
      ),
    ),
  ),
  doc(
    'Lima Bəyannaməsinin prinsipləri beynəlxalq konfransda müzakirə edildi',
    html(
      p(
        'Hesablama Palatasının təşkilatçılığı ilə “Ali audit qurumlarının müstəqilliyi: Lima Bəyannaməsindən bu günədək” mövzusunda beynəlxalq konfrans keçirilmişdir. Konfransda bir sıra ölkələrin ali audit qurumlarının nümayəndələri iştirak etmişlər.',
      ),
      p(
        'Konfransda 1977-ci ildə INTOSAI-nin IX Konqresində qəbul edilmiş Lima Bəyannaməsinin, 2007-ci ildə qəbul olunmuş Meksika Bəyannaməsinin və BMT Baş Assambleyasının ali audit qurumlarının müstəqilliyinə dair qətnamələrinin milli qanunvericiliyə təsiri müzakirə olunmuşdur.',
      ),
      quote(
        'Ali audit qurumları öz vəzifələrini yalnız audit olunan qurumlardan asılı olmadıqda və kənar təsirlərdən qorunduqda obyektiv və effektiv şəkildə yerinə yetirə bilər.',
      ),
      p(
        `Bəyannamənin mətni ilə ${a('https://www.intosai.org', 'INTOSAI-nin rəsmi saytında')} tanış olmaq mümkündür.`,
      ),
    ),
    'Principles of the Lima Declaration discussed at an international conference',
    html(
      p(
        'The Chamber of Accounts organised an international conference on “Independence of supreme audit institutions: from the Lima Declaration to the present day”, attended by representatives of supreme audit institutions from a number of countries.',
      ),
      p(
        'Participants discussed how the Lima Declaration, adopted by the IX INTOSAI Congress in 1977, the Mexico Declaration of 2007 and the UN General Assembly resolutions on the independence of supreme audit institutions have shaped national legislation.',
      ),
      quote(
        'Supreme audit institutions can accomplish their tasks objectively and effectively only if they are independent of the audited entity and are protected against outside influence.',
      ),
      p(
        `The text of the Declaration is available on ${a('https://www.intosai.org', 'the INTOSAI website')}.`,
      ),
    ),
  ),
  doc(
    'İqlim dəyişmələri üzrə audit: Bakıda regional seminar keçirildi',
    html(
      p(
        'Hesablama Palatasının təşəbbüsü ilə regionun ali audit qurumlarının nümayəndələrinin iştirakı ilə iqlim dəyişmələri ilə bağlı dövlət proqramlarının auditinə həsr olunmuş seminar keçirilmişdir. Seminar COP29-un Bakıda keçirilməsindən sonra bu sahədə başlanmış regional əməkdaşlığın davamı olmuşdur.',
      ),
      p('Müzakirələrdə, xüsusilə, aşağıdakı məsələlər diqqət mərkəzində olmuşdur:'),
      ul([
        'iqlim dəyişmələrinə dair dövlət öhdəliklərinin büdcə planlaşdırmasında əks olunması;',
        'iqlim layihələrinə ayrılmış vəsaitlərin izlənilməsi üçün büdcə təsnifatının təkmilləşdirilməsi;',
        'ali audit qurumları arasında paralel iqlim auditlərinin təşkili.',
      ]),
      p(
        'Seminarın iştirakçıları iqlim auditi sahəsində təcrübə mübadiləsinin davam etdirilməsi və növbəti il paralel audit keçirilməsi barədə razılığa gəlmişlər.',
      ),
    ),
    'Climate change audit: regional seminar held in Baku',
    html(
      p(
        'At the initiative of the Chamber of Accounts, a seminar on auditing climate-related state programmes was held with representatives of supreme audit institutions from the region. The seminar continued the regional cooperation in this field that began after COP29 was held in Baku.',
      ),
      p('The discussion focused in particular on:'),
      ul([
        'reflecting the state’s climate commitments in budget planning;',
        'improving the budget classification so that climate funding can be tracked;',
        'organising parallel climate audits among supreme audit institutions.',
      ]),
      p(
        'Participants agreed to continue sharing experience in climate auditing and to carry out a parallel audit next year.',
      ),
    ),
  ),
  doc(
    'Ümummilli Lider Heydər Əliyevin anadan olmasının 103-cü ildönümü qeyd olundu',
    html(
      p(
        'Ümummilli Lider Heydər Əliyevin anadan olmasının 103-cü ildönümü münasibətilə Hesablama Palatasında “Heydər Əliyev və müstəqil Azərbaycanın dövlət maliyyəsi sistemi” mövzusunda tədbir keçirilmişdir.',
      ),
      p(
        'Tədbirdə müstəqil dövlət quruculuğu dövründə büdcə sisteminin formalaşması, 1995-ci ildə qəbul edilmiş Konstitusiyada dövlət maliyyəsi üzərində parlament nəzarətinin təsbit olunması və Hesablama Palatasının yaradılmasının hüquqi əsasları barədə çıxışlar dinlənilmişdir.',
      ),
      p(
        'Qeyd olunmuşdur ki, 2023-cü ildə “Heydər Əliyev İli” çərçivəsində hazırlanmış materiallar Palatanın rəsmi saytının xüsusi bölməsində toplanmışdır. Tədbirdən sonra Palatanın əməkdaşları Fəxri xiyabanı ziyarət edərək Ulu Öndərin xatirəsini ehtiramla yad etmişlər.',
      ),
    ),
    '103rd anniversary of the birth of National Leader Heydar Aliyev marked',
    html(
      p(
        'To mark the 103rd anniversary of the birth of National Leader Heydar Aliyev, the Chamber of Accounts held an event on “Heydar Aliyev and the public finance system of independent Azerbaijan”.',
      ),
      p(
        'Speakers discussed the formation of the budget system during the building of the independent state, the enshrining of parliamentary oversight of public finances in the 1995 Constitution, and the legal foundations for establishing the Chamber of Accounts.',
      ),
      p(
        "It was noted that the materials prepared in 2023 as part of the “Year of Heydar Aliyev” are collected in a dedicated section of the Chamber's website. After the event, the Chamber's staff visited the Alley of Honour to pay tribute to the memory of the National Leader.",
      ),
    ),
  ),
  doc(
    'Vətəndaşların müraciətlərinə baxılmasının yarımillik nəticələri açıqlandı',
    html(
      p(
        'Hesablama Palatasına ilin birinci yarısında daxil olmuş vətəndaş müraciətlərinin təhlili başa çatdırılmışdır. Müraciətlərin əksəriyyəti elektron formada, Palatanın rəsmi saytındakı “Sorğu və müraciətlər” bölməsi vasitəsilə göndərilmişdir.',
      ),
      p('Müraciətlər mövzusuna görə aşağıdakı kimi qruplaşdırılmışdır:'),
      ul([
        'büdcə vəsaitlərinin istifadəsinə dair məlumat sorğuları;',
        'audit aparılması ilə bağlı təkliflər;',
        'dövlət qurumlarının fəaliyyəti ilə bağlı şikayətlər;',
        'dövlət qulluğuna qəbulla bağlı suallar.',
      ]),
      p(
        'Ən çox müraciət səhiyyə, kommunal xidmətlər və sosial müdafiə sahələri ilə bağlı olmuşdur. Vətəndaşların təqdim etdiyi audit təklifləri növbəti ilin iş planının hazırlanması zamanı nəzərə alınacaqdır. Bütün müraciətlər qanunla müəyyən edilmiş müddətlərdə cavablandırılmışdır.',
      ),
    ),
    'Half-year results of handling citizens’ requests published',
    html(
      p(
        'The Chamber of Accounts has completed its analysis of the requests received from citizens in the first half of the year. Most were submitted electronically through the “Requests and appeals” section of the Chamber’s website.',
      ),
      p('By subject, the requests fell into the following groups:'),
      ul([
        'requests for information on the use of budget funds;',
        'proposals for audits;',
        'complaints about the work of public bodies;',
        'questions about recruitment to the civil service.',
      ]),
      p(
        'Most requests concerned health, utilities and social protection. Audit proposals submitted by citizens will be taken into account when the next annual work plan is drawn up. All requests were answered within the time limits set by law.',
      ),
    ),
  ),
];
