/**
 * Speeches at events other than the budget debates, in feed order (newest
 * first). speeches.ts puts the debate on the 2025 execution report between
 * the first eight and the rest.
 */

/** [az, en] */
export type Pair = [string, string];

export interface EventSpeech {
  title: Pair;
  context: Pair;
  theses: Pair[];
  quote: Pair;
}

const ev = (s: EventSpeech) => s;

/** From the committees' hearing on the 2027 budget (late October 2026) back to mid-June 2026. */
export const eventsBeforeExecutionDebate: EventSpeech[] = [
  ev({
    title: [
      'Palatanın sədrinin Milli Məclisin komitələrinin birgə iclasında 2027-ci il büdcə zərfinə dair rəyin təqdimatı zamanı çıxışı',
      'Speech by the Chairman of the Chamber presenting the opinion on the 2027 budget package at a joint meeting of Milli Majlis committees',
    ],
    context: [
      'Sədr Milli Məclisin komitələrinin birgə iclasında Hesablama Palatasının 2027-ci il dövlət büdcəsi layihəsinə və büdcə zərfinə daxil olan digər sənədlərə dair rəyinin əsas müddəalarını təqdim etmişdir.',
      "At a joint meeting of Milli Majlis committees, the Chairman presented the main points of the Chamber of Accounts' opinion on the draft 2027 state budget and the other documents in the budget package.",
    ],
    theses: [
      [
        'gəlir proqnozları ümumilikdə real makroiqtisadi göstəricilərə əsaslanır, lakin vergi güzəştlərinin təsiri ayrıca qiymətləndirilməlidir',
        'the revenue forecasts are broadly based on realistic macroeconomic indicators, but the impact of tax exemptions should be assessed separately',
      ],
      [
        'bərpa-quruculuq layihələri üzrə xərclərin nəticə göstəriciləri büdcə sənədlərində açıqlanmalıdır',
        'performance indicators for reconstruction spending should be disclosed in the budget documents',
      ],
      [
        'dövlət borcunun orta müddətli dayanıqlığı qorunub saxlanılır',
        'the medium-term sustainability of public debt is being maintained',
      ],
    ],
    quote: [
      'Rəyimizin məqsədi deputatlara büdcə barədə qərar qəbul etmək üçün müstəqil və əsaslandırılmış məlumat təqdim etməkdir.',
      'The purpose of our opinion is to give members of parliament independent, well-founded information for their decisions on the budget.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin “Dövlət maliyyəsində şəffaflıq” beynəlxalq konfransında çıxışı',
      'Speech by the Chairman of the Chamber at the international conference “Transparency in public finance”',
    ],
    context: [
      'Konfransda sədr büdcə şəffaflığının artırılması sahəsində Azərbaycanda həyata keçirilən tədbirlər və Palatanın bu prosesdəki rolu barədə məlumat vermişdir.',
      "At the conference, the Chairman described the measures taken in Azerbaijan to increase budget transparency and the Chamber's role in the process.",
    ],
    theses: [
      [
        'vətəndaş büdcəsi və audit xülasələri ictimaiyyətin büdcə prosesinə marağını artırır',
        "citizens' budgets and audit summaries increase public interest in the budget process",
      ],
      [
        'audit hesabatlarının dərci şəffaflığın əsas göstəricilərindən biridir',
        'publishing audit reports is one of the key indicators of transparency',
      ],
      [
        'büdcə məlumatlarının açıq formatda təqdim edilməsi müstəqil təhlili asanlaşdırır',
        'providing budget data in open formats facilitates independent analysis',
      ],
    ],
    quote: [
      'Şəffaflıq nəzarətin alternativi deyil, onun ən təsirli formasıdır.',
      'Transparency is not an alternative to oversight but its most effective form.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin dövlət qulluğuna yeni qəbul olunmuş əməkdaşların andiçmə mərasimində çıxışı',
      'Speech by the Chairman of the Chamber at the oath-taking ceremony for newly recruited civil servants',
    ],
    context: [
      'Palatada dövlət qulluğuna ilk dəfə qəbul olunmuş əməkdaşların andiçmə mərasimi keçirilmiş, mərasimi Palatanın sədri açmışdır.',
      'The Chamber held an oath-taking ceremony for staff joining the civil service for the first time, opened by the Chairman of the Chamber.',
    ],
    theses: [
      [
        'dövlət auditoru üçün müstəqillik, qərəzsizlik və peşəkarlıq əsas dəyərlərdir',
        'independence, objectivity and professionalism are the core values of a public auditor',
      ],
      [
        'gənc əməkdaşların davamlı təhsili Palatanın prioritetlərindəndir',
        "continuous learning for young staff is one of the Chamber's priorities",
      ],
      [
        'etik davranış qaydalarına əməl edilməsi ictimai etimadın əsasıdır',
        'observing the rules of ethical conduct is the basis of public trust',
      ],
    ],
    quote: [
      'Bu gün verdiyiniz and dövlətə və xalqa qarşı məsuliyyətinizin rəmzidir.',
      'The oath you take today is a symbol of your responsibility to the state and to the people.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin Türk Dövlətləri Təşkilatına üzv dövlətlərin ali audit qurumları rəhbərlərinin görüşündə çıxışı',
      'Speech by the Chairman of the Chamber at the meeting of heads of supreme audit institutions of the Organization of Turkic States',
    ],
    context: [
      'Sədr görüşdə qardaş ölkələrin ali audit qurumları arasında əməkdaşlığın institusional əsaslarının möhkəmləndirilməsinə dair təkliflər irəli sürmüşdür.',
      'At the meeting, the Chairman put forward proposals to strengthen the institutional basis of cooperation among the supreme audit institutions of the fraternal countries.',
    ],
    theses: [
      [
        'birgə audit proqramı ortaq maraq doğuran sahələri əhatə etməlidir',
        'a joint audit programme should cover areas of common interest',
      ],
      [
        'auditorlar üçün ortaq təlim platforması yaradılmalıdır',
        'a common training platform for auditors should be set up',
      ],
      [
        'audit terminologiyasının türk dillərində uzlaşdırılması əməkdaşlığı asanlaşdıracaq',
        'harmonising audit terminology in the Turkic languages will make cooperation easier',
      ],
    ],
    quote: [
      'Ortaq tariximiz və dəyərlərimiz peşəkar əməkdaşlığımız üçün möhkəm təməldir.',
      'Our shared history and values are a solid foundation for our professional cooperation.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin gənc auditorlar üçün yay məktəbinin açılışında çıxışı',
      'Speech by the Chairman of the Chamber at the opening of the summer school for young auditors',
    ],
    context: [
      'Palatanın təşkilatçılığı ilə ali təhsil müəssisələrinin məzunları və Palatanın gənc əməkdaşları üçün dövlət auditi üzrə yay məktəbi fəaliyyətə başlamışdır.',
      'The Chamber has opened a summer school on public audit for recent university graduates and its own young staff.',
    ],
    theses: [
      [
        'dövlət auditi iqtisadiyyat, hüquq və informasiya texnologiyaları biliklərini birləşdirən peşədir',
        'public audit is a profession that combines knowledge of economics, law and information technology',
      ],
      [
        'yay məktəbinin proqramı praktiki keyslər və real audit materialları əsasında qurulub',
        'the summer school programme is built around practical cases and real audit materials',
      ],
      [
        'ən fəal iştirakçılara Palatada təcrübə keçmək imkanı veriləcək',
        'the most active participants will be offered internships at the Chamber',
      ],
    ],
    quote: [
      'Gələcəyin auditoru həm rəqəmləri, həm də onların arxasında dayanan insanları görməyi bacarmalıdır.',
      'The auditor of the future must be able to see both the figures and the people behind them.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin birinci yarımilin yekunlarına həsr olunmuş iclasda çıxışı',
      'Speech by the Chairman of the Chamber at the meeting reviewing the results of the first half of the year',
    ],
    context: [
      'Sədr Palatanın ilin birinci yarısında gördüyü işlərin yekunlarına həsr olunmuş iclasda iş planının icrası və qarşıda duran vəzifələr barədə danışmışdır.',
      "At a meeting reviewing the Chamber's work in the first half of the year, the Chairman spoke about the implementation of the work plan and the tasks ahead.",
    ],
    theses: [
      [
        'iş planında nəzərdə tutulmuş audit tədbirlərinin əksəriyyəti vaxtında başa çatdırılıb',
        'most of the audits in the work plan have been completed on schedule',
      ],
      [
        'tövsiyələrin icrasının izlənilməsi ilin ikinci yarısında da prioritet olaraq qalır',
        'following up recommendations remains a priority in the second half of the year',
      ],
      [
        'audit hesabatlarının keyfiyyətinə nəzarət gücləndirilməlidir',
        'quality control of audit reports must be strengthened',
      ],
    ],
    quote: [
      'Nəticələrimiz yalnız görülən işin həcmi ilə deyil, onun cəmiyyətə təsiri ilə ölçülür.',
      'Our results are measured not by the volume of work done but by its impact on society.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin Milli Mətbuat Günü ərəfəsində media nümayəndələri ilə görüşdə çıxışı',
      'Speech by the Chairman of the Chamber at a meeting with media representatives ahead of National Press Day',
    ],
    context: [
      '22 İyul – Milli Mətbuat Günü ərəfəsində Hesablama Palatasında jurnalistlərlə görüş keçirilmiş, sədr Palatanın ictimaiyyətlə əlaqələr siyasəti barədə danışmışdır.',
      "Ahead of National Press Day on 22 July, the Chamber of Accounts held a meeting with journalists at which the Chairman spoke about the Chamber's public communication policy.",
    ],
    theses: [
      [
        'media audit nəticələrinin cəmiyyətə çatdırılmasında Palatanın mühüm tərəfdaşıdır',
        'the media is an important partner of the Chamber in bringing audit results to the public',
      ],
      [
        'audit hesabatlarının xülasələri və infoqrafiklər jurnalistlərin işini asanlaşdırmaq məqsədi daşıyır',
        "audit report summaries and infographics are designed to make journalists' work easier",
      ],
      [
        'Palata media sorğularına operativ cavab verilməsini təmin edəcək',
        'the Chamber will ensure prompt responses to media enquiries',
      ],
    ],
    quote: [
      'Şəffaflıq yalnız məlumatın dərci ilə deyil, onun anlaşıqlı təqdimatı ilə təmin olunur.',
      'Transparency is achieved not only by publishing information but by presenting it clearly.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin 2025-ci il üzrə fəaliyyət hesabatının Milli Məclisdə təqdimatı zamanı çıxışı',
      'Speech by the Chairman of the Chamber presenting the 2025 activity report to the Milli Majlis',
    ],
    context: [
      'Sədr Milli Məclisin plenar iclasında Palatanın 2025-ci il üzrə fəaliyyət hesabatını təqdim etmiş, il ərzində görülmüş işlərin əsas nəticələrindən danışmışdır.',
      "At the plenary session of the Milli Majlis, the Chairman presented the Chamber's activity report for 2025 and described the main results of the year.",
    ],
    theses: [
      [
        'il ərzində audit tədbirlərinin sayı və səmərəlilik auditlərinin payı artmışdır',
        'the number of audits and the share of performance audits increased during the year',
      ],
      [
        'tövsiyələrin icrası səviyyəsi əvvəlki illə müqayisədə yüksəlmişdir',
        'the implementation rate of recommendations rose compared with the previous year',
      ],
      [
        '“Konstitusiya və Suverenlik İli” çərçivəsində geniş maarifləndirmə işi aparılmışdır',
        'extensive awareness work was carried out as part of the “Year of the Constitution and Sovereignty”',
      ],
    ],
    quote: [
      'Hesabatlılıq bizim üçün yalnız qanuni öhdəlik deyil, həm də ictimai etimadın təminatıdır.',
      'For us, accountability is not only a legal obligation but also a guarantee of public trust.',
    ],
  }),
];

/** From late May 2026 back to the close of the “Year of the Constitution and Sovereignty”. */
export const eventsAfterExecutionDebate: EventSpeech[] = [
  ev({
    title: [
      'Palatanın sədrinin Davamlı İnkişaf Məqsədlərinin auditinə dair beynəlxalq seminarda çıxışı',
      'Speech by the Chairman of the Chamber at an international seminar on auditing the Sustainable Development Goals',
    ],
    context: [
      'Sədr Davamlı İnkişaf Məqsədlərinin həyata keçirilməsinə ali audit qurumlarının töhfəsinə həsr olunmuş beynəlxalq seminarda çıxış etmişdir.',
      'The Chairman spoke at an international seminar on the contribution of supreme audit institutions to implementing the Sustainable Development Goals.',
    ],
    theses: [
      [
        'Davamlı İnkişaf Məqsədləri milli büdcə proqramları ilə əlaqələndirilməlidir',
        'the Sustainable Development Goals should be linked to national budget programmes',
      ],
      [
        'Palata təhsil və səhiyyə sahələrində məqsədlərə çatma səviyyəsini audit vasitəsilə qiymətləndirir',
        'the Chamber uses audits to assess progress towards the goals in education and health',
      ],
      [
        'statistik məlumatların etibarlılığı belə auditlərin əsas şərtlərindəndir',
        'reliable statistics are a key precondition for such audits',
      ],
    ],
    quote: [
      '“Heç kəsi geridə qoymamaq” prinsipi audit meyarlarımızın da əsasında dayanmalıdır.',
      'The principle of “leaving no one behind” should underpin our audit criteria too.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin Ümummilli Lider Heydər Əliyevin anadan olmasının 103-cü ildönümünə həsr olunmuş tədbirdə çıxışı',
      'Speech by the Chairman of the Chamber at the event marking the 103rd anniversary of the birth of National Leader Heydar Aliyev',
    ],
    context: [
      'Palatada keçirilən tədbirdə sədr müstəqil dövlətin büdcə sisteminin formalaşması tarixindən və bu prosesdə Ümummilli Liderin rolundan danışmışdır.',
      "At an event held at the Chamber, the Chairman spoke about how the budget system of the independent state was built and about the National Leader's role in the process.",
    ],
    theses: [
      [
        'müstəqil büdcə sisteminin əsasları 1990-cı illərin ikinci yarısında qoyulmuşdur',
        'the foundations of the independent budget system were laid in the second half of the 1990s',
      ],
      [
        '1995-ci il Konstitusiyası dövlət maliyyəsi üzərində parlament nəzarətini təsbit etmişdir',
        'the 1995 Constitution enshrined parliamentary oversight of public finances',
      ],
      [
        'Hesablama Palatasının yaradılması dövlət maliyyəsinin idarə edilməsində yeni mərhələnin başlanğıcı olmuşdur',
        'the establishment of the Chamber of Accounts marked a new stage in public financial management',
      ],
    ],
    quote: [
      'Müstəqil dövlət quruculuğunun təməlində sağlam dövlət maliyyəsi dayanır.',
      'Sound public finances lie at the foundation of building an independent state.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin EUROSAI İdarə Heyətinin iclasında çıxışı',
      'Speech by the Chairman of the Chamber at the EUROSAI Governing Board meeting',
    ],
    context: [
      'Sədr iclasda EUROSAI-nin strateji planının icrası və təşkilatın işçi qruplarının fəaliyyəti ilə bağlı Palatanın mövqeyini bildirmişdir.',
      "At the meeting, the Chairman set out the Chamber's position on the implementation of the EUROSAI Strategic Plan and the work of the organisation's working groups.",
    ],
    theses: [
      [
        'işçi qrupların məhsulları ali audit qurumlarının praktiki ehtiyaclarına daha çox uyğunlaşdırılmalıdır',
        "the working groups' outputs should be better tailored to the practical needs of supreme audit institutions",
      ],
      [
        'kiçik və orta ölçülü ali audit qurumlarının təşkilatın işində iştirakı genişləndirilməlidir',
        'the involvement of small and medium-sized supreme audit institutions in the organisation’s work should be widened',
      ],
      [
        'təşkilatın kommunikasiya strategiyası rəqəmsal platformalar hesabına yenilənməlidir',
        "the organisation's communication strategy should be refreshed through digital platforms",
      ],
    ],
    quote: [
      'Avropa audit ailəsinin gücü onun müxtəlifliyində və həmrəyliyindədir.',
      'The strength of the European audit family lies in its diversity and solidarity.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin dövlət qurumlarının daxili audit bölmələrinin rəhbərləri ilə görüşdə çıxışı',
      'Speech by the Chairman of the Chamber at a meeting with heads of internal audit units of public bodies',
    ],
    context: [
      'Görüşdə xarici dövlət auditi ilə daxili audit arasında əməkdaşlığın gücləndirilməsi məsələləri müzakirə olunmuşdur.',
      'The meeting discussed ways to strengthen cooperation between external public audit and internal audit.',
    ],
    theses: [
      [
        'effektiv daxili audit xarici auditin resurslarına qənaət etməyə imkan verir',
        'effective internal audit allows external audit resources to be saved',
      ],
      [
        'iş planlarının əlaqələndirilməsi təkrarçılığın qarşısını alır',
        'coordinating work plans prevents duplication',
      ],
      [
        'Palata daxili auditorlar üçün birgə təlimlər təşkil etməyə hazırdır',
        'the Chamber is ready to organise joint training for internal auditors',
      ],
    ],
    quote: [
      'Daxili və xarici audit bir-birini əvəz etmir, bir-birini tamamlayır.',
      'Internal and external audit do not replace each other; they complement each other.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin dövlət maliyyəsinin idarə edilməsinə dair forumda çıxışı',
      'Speech by the Chairman of the Chamber at a forum on public financial management',
    ],
    context: [
      'Sədr dövlət maliyyəsinin idarə edilməsinin təkmilləşdirilməsinə həsr olunmuş forumda ali audit qurumunun bu prosesdəki rolundan danışmışdır.',
      "Speaking at a forum on improving public financial management, the Chairman discussed the supreme audit institution's role in the process.",
    ],
    theses: [
      [
        'proqram-məqsədli büdcələşdirməyə keçid auditin də yeni yanaşmalarını tələb edir',
        'the move to programme-based budgeting requires new approaches to audit as well',
      ],
      [
        'xəzinədarlıq məlumatlarına birbaşa çıxış auditin səmərəliliyini artırıb',
        'direct access to treasury data has made audits more efficient',
      ],
      [
        'dövlət xərclərinin icmalı təcrübəsi genişləndirilməlidir',
        'the practice of spending reviews should be expanded',
      ],
    ],
    quote: [
      'Dövlət maliyyəsinin keyfiyyəti qərarların məlumata əsaslanmasından başlayır.',
      'The quality of public finances begins with evidence-based decisions.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin iqtisadiyyat ixtisası üzrə təhsil alan tələbələrlə görüşdə çıxışı',
      'Speech by the Chairman of the Chamber at a meeting with economics students',
    ],
    context: [
      'Sədr universitet tələbələri ilə görüşdə dövlət auditinin cəmiyyətdəki rolu və gənclər üçün peşə imkanları barədə danışmışdır.',
      'At a meeting with university students, the Chairman spoke about the role of public audit in society and the career opportunities it offers young people.',
    ],
    theses: [
      [
        'dövlət auditi büdcə vəsaitlərinin vətəndaşların maraqlarına xidmət etməsini təmin edir',
        'public audit ensures that budget funds serve the interests of citizens',
      ],
      [
        'Palata hər il tələbələr üçün təcrübə proqramları təşkil edir',
        'the Chamber organises internship programmes for students every year',
      ],
      [
        'analitik bacarıqlar və dürüstlük auditor üçün əsas keyfiyyətlərdir',
        'analytical skills and integrity are the key qualities of an auditor',
      ],
    ],
    quote: [
      'Dövlət auditinə maraq göstərən hər bir gənc gələcəkdə şəffaf idarəetmənin təminatçısına çevrilə bilər.',
      'Every young person interested in public audit can become a guardian of transparent government in the future.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin 2025-ci ilin yekunlarına həsr olunmuş illik iclasda çıxışı',
      'Speech by the Chairman of the Chamber at the annual meeting reviewing the results of 2025',
    ],
    context: [
      'Palatanın 2025-ci ildəki fəaliyyətinin yekunlarına həsr olunmuş illik iclasda sədr görülmüş işləri təhlil etmiş və əməkdaşlara təşəkkürünü bildirmişdir.',
      "At the annual meeting reviewing the Chamber's work in 2025, the Chairman analysed the results achieved and thanked the staff.",
    ],
    theses: [
      [
        'ötən il iş planında nəzərdə tutulmuş bütün rəylər vaxtında hazırlanıb',
        'last year all the opinions foreseen in the work plan were prepared on time',
      ],
      [
        'səmərəlilik auditlərinin sayı artıb, onların tövsiyələri daha çox icra olunur',
        'the number of performance audits has grown and their recommendations are implemented more often',
      ],
      [
        'qarşıdakı dövrün əsas vəzifəsi yeni İnkişaf Strategiyasının icrasıdır',
        'the main task for the period ahead is to implement the new Development Strategy',
      ],
    ],
    quote: [
      'Hər bir əməkdaşın peşəkarlığı Palatanın nüfuzunun əsasıdır.',
      "The professionalism of every staff member is the foundation of the Chamber's reputation.",
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin 2026–2030-cu illər üçün İnkişaf Strategiyasının təqdimatı mərasimində çıxışı',
      'Speech by the Chairman of the Chamber at the launch of the Development Strategy for 2026–2030',
    ],
    context: [
      'Palatanın sədri əməkdaşlar və dəvət olunmuş qonaqlar qarşısında yeni İnkişaf Strategiyasının məqsədlərini və onların icrası mexanizmlərini təqdim etmişdir.',
      "The Chairman presented the goals of the new Development Strategy and the arrangements for implementing them to the Chamber's staff and invited guests.",
    ],
    theses: [
      [
        'audit nəticələrinin təsiri yalnız aşkar edilmiş məbləğlərlə deyil, idarəetmədə baş verən dəyişikliklərlə ölçülməlidir',
        'the impact of audits should be measured not only in amounts identified but in the changes they bring to management',
      ],
      [
        'məlumat analitikası və rəqəmsal alətlər auditorun gündəlik iş vasitəsinə çevrilməlidir',
        "data analytics and digital tools must become part of every auditor's daily work",
      ],
      [
        'Palata vətəndaşlarla ünsiyyətdə daha açıq və anlaşıqlı olmalıdır',
        'the Chamber must be more open and easier to understand in its communication with citizens',
      ],
    ],
    quote: [
      'Strategiya kağız üzərində qalan sənəd deyil, hər birimizin gündəlik işinin istiqamətidir.',
      'The strategy is not a document to sit on a shelf; it sets the direction of our everyday work.',
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin 2026-cı il üçün iş planının təsdiqinə həsr olunmuş Kollegiya iclasında çıxışı',
      'Speech by the Chairman of the Chamber at the Board meeting approving the 2026 work plan',
    ],
    context: [
      'Kollegiyanın ilin ilk iclasında Palatanın 2026-cı il üçün iş planı təsdiq edilmiş, sədr planın prioritetləri barədə danışmışdır.',
      "At the Board's first meeting of the year, the Chamber's work plan for 2026 was approved and the Chairman spoke about its priorities.",
    ],
    theses: [
      [
        'iş planı risk təhlili və vətəndaşların audit təklifləri əsasında hazırlanıb',
        "the work plan is based on risk analysis and citizens' audit proposals",
      ],
      [
        'bərpa-quruculuq, səhiyyə və sosial müdafiə sahələri auditdə prioritet olacaq',
        'reconstruction, health and social protection will be audit priorities',
      ],
      [
        'ilk dəfə olaraq bir neçə audit tədbiri məlumat analitikası alətlərindən istifadə etməklə aparılacaq',
        'for the first time, several audits will make use of data analytics tools',
      ],
    ],
    quote: [
      'Düzgün seçilmiş audit mövzusu auditin təsirinin əsasını qoyur.',
      "Choosing the right audit topic lays the foundation for the audit's impact.",
    ],
  }),
  ev({
    title: [
      'Palatanın sədrinin “Konstitusiya və Suverenlik İli”nin yekunlarına həsr olunmuş tədbirdə çıxışı',
      'Speech by the Chairman of the Chamber at the event summing up the “Year of the Constitution and Sovereignty”',
    ],
    context: [
      '“Konstitusiya və Suverenlik İli” çərçivəsində Palatada keçirilmiş tədbirlərin yekunlarına həsr olunmuş tədbirdə sədr Konstitusiyanın dövlət maliyyəsi üzərində nəzarət sistemindəki yerindən danışmışdır.',
      'At an event summing up the activities held at the Chamber during the “Year of the Constitution and Sovereignty”, the Chairman spoke about the place of the Constitution in the system of oversight of public finances.',
    ],
    theses: [
      [
        'Konstitusiya dövlət büdcəsinin qəbulu və icrasına nəzarətdə parlamentin rolunu təsbit edir',
        'the Constitution enshrines the role of parliament in adopting the state budget and overseeing its execution',
      ],
      [
        'Hesablama Palatasının fəaliyyəti konstitusiya prinsiplərinin praktiki ifadəsidir',
        'the work of the Chamber of Accounts is a practical expression of constitutional principles',
      ],
      [
        'suverenliyin möhkəmləndirilməsi güclü və şəffaf dövlət maliyyəsi tələb edir',
        'consolidating sovereignty requires strong and transparent public finances',
      ],
    ],
    quote: [
      'Konstitusiya bizim fəaliyyətimizin həm hüquqi əsası, həm də mənəvi meyarıdır.',
      'The Constitution is both the legal basis and the moral yardstick of our work.',
    ],
  }),
];
