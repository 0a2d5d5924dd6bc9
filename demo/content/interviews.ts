/**
 * Interviews (20), newest first: each has a headline quote, one dedicated
 * question and one general question, in the usual "– question / – answer"
 * layout of Azerbaijani press interviews.
 */
import type { Doc } from './types';
import { doc, html, pick } from './helpers';

type Role = 'sedr' | 'muavin' | 'auditor' | 'departament' | 'beynelxalq' | 'metodologiya';

const roles: Record<Role, { full: string; short: string; enFull: string; enShort: string }> = {
  sedr: {
    full: 'Hesablama Palatasının sədri',
    short: 'Palatanın sədri',
    enFull: 'The Chairman of the Chamber of Accounts',
    enShort: 'Chairman of the Chamber',
  },
  muavin: {
    full: 'Hesablama Palatasının sədrinin müavini',
    short: 'Palatanın sədrinin müavini',
    enFull: 'The Deputy Chairman of the Chamber of Accounts',
    enShort: 'Deputy Chairman of the Chamber',
  },
  auditor: {
    full: 'Hesablama Palatasının auditoru',
    short: 'Palatanın auditoru',
    enFull: 'An auditor of the Chamber of Accounts',
    enShort: 'Auditor of the Chamber',
  },
  departament: {
    full: 'Hesablama Palatasının audit departamentlərindən birinin rəhbəri',
    short: 'Audit departamentinin rəhbəri',
    enFull: 'The head of one of the audit departments of the Chamber of Accounts',
    enShort: 'Head of audit department',
  },
  beynelxalq: {
    full: 'Hesablama Palatasının Beynəlxalq əlaqələr şöbəsinin müdiri',
    short: 'Beynəlxalq əlaqələr şöbəsinin müdiri',
    enFull: 'The head of the International Relations Department of the Chamber of Accounts',
    enShort: 'Head of International Relations',
  },
  metodologiya: {
    full: 'Hesablama Palatasının Metodologiya şöbəsinin müdiri',
    short: 'Metodologiya şöbəsinin müdiri',
    enFull: 'The head of the Methodology Department of the Chamber of Accounts',
    enShort: 'Head of Methodology',
  },
};

const media = [
  { az: 'dövlət informasiya agentliyinə', en: 'the state news agency' },
  { az: 'respublika qəzetlərindən birinə', en: 'a national newspaper' },
  {
    az: 'İctimai Televiziyanın iqtisadi verilişinə',
    en: 'an economic programme on Public Television',
  },
  { az: 'iqtisadi xəbər portalına', en: 'an economic news portal' },
  { az: 'Azərbaycan Radiosuna', en: 'Azerbaijan Radio' },
  { az: '“Audit” jurnalına', en: 'the “Audit” journal' },
];

/** [az, en] */
type Pair = [string, string];

interface Interview {
  role: Role;
  headline: Pair;
  q: Pair;
  a: Pair;
}

const interviews: Interview[] = [
  {
    role: 'sedr',
    headline: [
      'Büdcə vəsaitlərinin nəticəyönümlü istifadəsi əsas prioritetimizdir',
      'Results-oriented use of budget funds is our main priority',
    ],
    q: [
      'Palatanın 2026–2030-cu illər üçün strategiyasında hansı yeniliklər var?',
      "What is new in the Chamber's strategy for 2026–2030?",
    ],
    a: [
      'Yeni strategiyada əsas diqqət auditin təsirinin artırılmasına yönəlib. Biz yalnız nöqsanları qeydə almaqla kifayətlənmir, tövsiyələrin icrasını sistemli şəkildə izləyir və onların dövlət xidmətlərinin keyfiyyətinə təsirini qiymətləndiririk. Rəqəmsal audit alətlərinin tətbiqi və kadr potensialının gücləndirilməsi də strategiyanın əsas istiqamətlərindəndir.',
      'The new strategy focuses on increasing the impact of audit. We do not stop at recording shortcomings: we systematically follow up recommendations and assess their effect on the quality of public services. Digital audit tools and stronger staff capacity are also key areas of the strategy.',
    ],
  },
  {
    role: 'muavin',
    headline: [
      'Gənc kadrlar Palatanın gələcəyidir',
      "Young professionals are the Chamber's future",
    ],
    q: ['Palataya işə qəbul necə aparılır?', 'How does recruitment to the Chamber work?'],
    a: [
      'Palatada vəzifələr dövlət qulluğu haqqında qanunvericiliyə uyğun olaraq müsabiqə və müsahibə yolu ilə tutulur. Elanlar saytımızın “Dövlət qulluğu” bölməsində dərc edilir. İşə yeni qəbul olunan əməkdaşlar mentorluq proqramına cəlb olunur və ilk ildən peşəkar sertifikatlaşdırma təlimlərində iştirak edirlər.',
      'Positions at the Chamber are filled through competitions and interviews in line with civil service legislation. Vacancies are published in the “Civil service” section of our website. New staff join a mentoring programme and take part in professional certification training from their first year.',
    ],
  },
  {
    role: 'sedr',
    headline: [
      'Büdcə layihəsinə rəy parlament nəzarətinin mühüm alətidir',
      'The opinion on the draft budget is an important tool of parliamentary oversight',
    ],
    q: [
      'Büdcə layihəsinə rəy necə hazırlanır?',
      'How is the opinion on the draft budget prepared?',
    ],
    a: [
      'Büdcə zərfi Milli Məclisə daxil olduqdan sonra Palatanın struktur bölmələri gəlir proqnozlarını, xərclərin əsaslandırılmasını, dövlət borcunu və investisiya proqramını paralel şəkildə təhlil edir. Qısa müddətdə hazırlanan rəy deputatlara büdcə müzakirələrində müstəqil və peşəkar qiymətləndirmə təqdim edir.',
      "Once the budget package reaches the Milli Majlis, the Chamber's units analyse the revenue forecasts, the justification of spending, public debt and the investment programme in parallel. The opinion, prepared within a short time, gives members of parliament an independent, professional assessment for the budget debate.",
    ],
  },
  {
    role: 'departament',
    headline: [
      'Ekoloji auditlər iqlim dəyişmələrinə hazırlığı ölçür',
      'Environmental audits measure preparedness for climate change',
    ],
    q: [
      'Palata iqlim dəyişmələri mövzusunda hansı auditləri aparır?',
      'What climate-related audits does the Chamber carry out?',
    ],
    a: [
      'Meşəbərpa, su ehtiyatlarının idarə edilməsi, tullantıların emalı və sahil zolağının mühafizəsi sahələrində auditlər aparmışıq. COP29-dan sonra iqlimə uyğunlaşma proqramlarının auditinə dair ayrıca metodik vəsait hazırlamışıq. Məqsədimiz iqlim öhdəliklərinin büdcə vəsaitləri ilə real şəkildə təmin olunub-olunmadığını qiymətləndirməkdir.',
      'We have audited reforestation, water resource management, waste processing and coastal protection. After COP29 we prepared a separate methodological manual on auditing climate adaptation programmes. Our aim is to assess whether climate commitments are actually backed by budget funds.',
    ],
  },
  {
    role: 'muavin',
    headline: [
      'Tövsiyələrin icrası auditin əsl nəticəsidir',
      'Implementation of recommendations is the real outcome of an audit',
    ],
    q: [
      'Audit tövsiyələrinin icrası necə izlənilir?',
      'How is the implementation of audit recommendations monitored?',
    ],
    a: [
      'Hər bir audit tədbirindən sonra audit obyekti tövsiyələrin icrasına dair tədbirlər planı təqdim edir. Palata bu planın icrasını müəyyən edilmiş müddətlərdə yoxlayır, nəticələri isə saytımızdakı “Qərarların izlənilməsi” bölməsində ictimaiyyətə açıqlayır. Bu yanaşma audit obyektlərinin məsuliyyətini artırır.',
      'After each audit, the audited entity submits an action plan for implementing the recommendations. The Chamber checks progress against set deadlines and publishes the results in the “Follow-up of decisions” section of our website. This approach increases the accountability of audited entities.',
    ],
  },
  {
    role: 'sedr',
    headline: [
      'Vətəndaşların audit təklifləri iş planımıza daxil edilir',
      "Citizens' audit proposals are included in our work plan",
    ],
    q: [
      'Vətəndaşlar Palatanın işinə necə təsir edə bilər?',
      "How can citizens influence the Chamber's work?",
    ],
    a: [
      'Saytımızdakı müraciət formasında “Audit təklifi” adlı ayrıca növ var. Vətəndaşlar hansı sahədə və hansı qurumda audit aparılmasını vacib hesab etdiklərini bildirə bilərlər. Bu təkliflər illik iş planı hazırlanarkən risk təhlilinə daxil edilir və onların bir qismi artıq audit tədbirlərinə çevrilib.',
      'The request form on our website has a separate category called “Audit proposal”. Citizens can tell us in which area and which body they think an audit is needed. These proposals feed into the risk analysis when the annual work plan is drawn up, and some of them have already become audits.',
    ],
  },
  {
    role: 'auditor',
    headline: [
      'İT auditi məlumatların etibarlılığını yoxlayır',
      'IT audit checks the reliability of data',
    ],
    q: ['İnformasiya texnologiyaları auditi niyə vacibdir?', 'Why is IT audit important?'],
    a: [
      'Bu gün dövlət xidmətlərinin əksəriyyəti informasiya sistemləri vasitəsilə göstərilir, ödənişlər elektron qaydada həyata keçirilir. Əgər sistemdə giriş hüquqları düzgün idarə olunmursa və ya məlumatlar digər reyestrlərlə uzlaşmırsa, bu, birbaşa maliyyə itkilərinə səbəb ola bilər. İT auditi həmin riskləri vaxtında aşkarlamağa imkan verir.',
      'Today most public services are delivered through information systems and payments are made electronically. If access rights are not properly managed or data does not match other registers, this can lead directly to financial losses. IT audit makes it possible to detect such risks in time.',
    ],
  },
  {
    role: 'departament',
    headline: [
      'Dövlət şirkətlərinin hesabatlılığı artırılmalıdır',
      'State-owned companies must become more accountable',
    ],
    q: [
      'Dövlət şirkətlərinin auditində əsas risklər hansılardır?',
      'What are the main risks in auditing state-owned companies?',
    ],
    a: [
      'Dövlət şirkətləri böyük aktivləri idarə edir və büdcədən subsidiya alır. Əsas risklər investisiya layihələrinin əsaslandırılmaması, debitor borclarının artması və satınalmalarda rəqabətin məhdudlaşdırılmasıdır. Biz maliyyə hesabatlarının beynəlxalq standartlara uyğun hazırlanmasını və müşahidə şuralarının rolunun artırılmasını tövsiyə edirik.',
      'State-owned companies manage large assets and receive subsidies from the budget. The main risks are unjustified investment projects, growing receivables and limited competition in procurement. We recommend preparing financial statements in line with international standards and strengthening the role of supervisory boards.',
    ],
  },
  {
    role: 'sedr',
    headline: [
      'Rəqəmsal audit gələcəyin deyil, bu günün tələbidir',
      'Digital audit is not a matter for the future but a need of today',
    ],
    q: [
      'Palatada rəqəmsallaşma hansı mərhələdədir?',
      'Where does digitalisation stand at the Chamber?',
    ],
    a: [
      'Audit prosesinin elektron idarəetmə sistemi artıq tətbiq olunur: planlaşdırmadan hesabatın təsdiqinədək bütün mərhələlər elektron qaydada aparılır. Xəzinədarlıq və satınalma sistemlərinin məlumatlarına çıxış auditorlara riskli əməliyyatları əvvəlcədən müəyyənləşdirməyə imkan verir. Növbəti addım məlumat analitikası vasitələrinin genişləndirilməsidir.',
      'An electronic audit management system is already in use: every stage from planning to approval of the report is handled electronically. Access to treasury and procurement data allows auditors to identify risky transactions in advance. The next step is to expand our data analytics tools.',
    ],
  },
  {
    role: 'muavin',
    headline: [
      'Səhiyyə xərclərinin auditi pasiyentin maraqlarından başlayır',
      "Auditing health spending starts with the patient's interests",
    ],
    q: [
      'Səhiyyə sahəsində aparılan auditlər nəyi göstərir?',
      'What do audits in the health sector show?',
    ],
    a: [
      'Son illərdə icbari tibbi sığortanın tətbiqi ilə maliyyələşmə modeli dəyişib. Auditlərimiz göstərir ki, ödənişlərin göstərilən xidmətlərlə əlaqələndirilməsi şəffaflığı artırıb, lakin regionlarda kadr təminatı və avadanlıqdan istifadə səviyyəsi hələ də diqqət tələb edir. Tövsiyələrimiz bu boşluqların aradan qaldırılmasına yönəlib.',
      'The introduction of mandatory health insurance has changed the funding model in recent years. Our audits show that linking payments to the services delivered has increased transparency, but staffing in the regions and the use of equipment still need attention. Our recommendations aim to close these gaps.',
    ],
  },
  {
    role: 'beynelxalq',
    headline: [
      'Paralel auditlər regional problemlərin həllinə töhfə verir',
      'Parallel audits help solve regional problems',
    ],
    q: [
      'Paralel audit nədir və Palata hansı paralel auditlərdə iştirak edib?',
      'What is a parallel audit, and which ones has the Chamber taken part in?',
    ],
    a: [
      'Paralel auditdə bir neçə ölkənin ali audit qurumu eyni mövzunu razılaşdırılmış metodologiya ilə, hər biri öz ölkəsində yoxlayır, sonra isə ümumi hesabat hazırlanır. Palata ətraf mühit, su ehtiyatlarının idarə edilməsi və fövqəladə hallara hazırlıq mövzularında belə auditlərdə iştirak edib. Bu təcrübə həm müqayisəli təhlil, həm də metodoloji inkişaf üçün faydalıdır.',
      'In a parallel audit, the supreme audit institutions of several countries examine the same topic using an agreed methodology, each in its own country, and then prepare a joint report. The Chamber has taken part in such audits on the environment, water resource management and disaster preparedness. This experience is useful both for comparative analysis and for methodological development.',
    ],
  },
  {
    role: 'sedr',
    headline: [
      'Müstəqillik ali audit qurumunun varlıq şərtidir',
      'Independence is a precondition for a supreme audit institution',
    ],
    q: [
      'Palatanın müstəqilliyi necə təmin olunur?',
      "How is the Chamber's independence guaranteed?",
    ],
    a: [
      'Müstəqilliyimiz Konstitusiya və “Hesablama Palatası haqqında” Qanunla təminat altına alınıb. Palata audit mövzularını, metodlarını və nəticələrin dərcini özü müəyyən edir. Lima Bəyannaməsində göstərildiyi kimi, ali audit qurumu yalnız audit olunan qurumlardan asılı olmadıqda obyektiv nəticə çıxara bilər.',
      'Our independence is guaranteed by the Constitution and the Law “On the Chamber of Accounts”. The Chamber decides its own audit topics and methods and how results are published. As the Lima Declaration states, a supreme audit institution can reach objective conclusions only if it is independent of the entities it audits.',
    ],
  },
  {
    role: 'auditor',
    headline: [
      'Təhsil infrastrukturuna qoyulan vəsait uşaqların gələcəyinə investisiyadır',
      "Funds spent on school infrastructure are an investment in children's future",
    ],
    q: [
      'Məktəb tikintisi və təmiri layihələrinin auditində nəyə diqqət yetirirsiniz?',
      'What do you focus on when auditing school construction and repair projects?',
    ],
    a: [
      'İlk növbədə obyektlərin seçilməsinin əsaslandırılmasına baxırıq: təmirə daha çox ehtiyacı olan məktəblərin siyahıya düşüb-düşmədiyini yoxlayırıq. Sonra görülmüş işlərin həcmi və keyfiyyəti, podratçılarla hesablaşmalar yoxlanılır. Bəzən işlərin tədris ili başlayanadək başa çatdırılmaması kimi problemlər aşkar edirik.',
      'First we look at how the sites were selected, checking whether the schools most in need of repair made it onto the list. Then we check the volume and quality of the work and the settlements with contractors. Sometimes we find problems such as works not being finished before the school year starts.',
    ],
  },
  {
    role: 'muavin',
    headline: [
      'İşğaldan azad edilmiş ərazilərdə hər manatın hesabı olmalıdır',
      'Every manat spent in the liberated territories must be accounted for',
    ],
    q: ['Bərpa-quruculuq işlərinin auditi necə aparılır?', 'How are reconstruction works audited?'],
    a: [
      'Bu sahədə risk əsaslı yanaşma tətbiq edirik: layihənin həcmi, icra mərhələsi və podratçıların sayı nəzərə alınmaqla audit obyektləri seçilir. Auditorlarımız tikinti meydançalarına baxış keçirir, görülmüş işlərin həcmini layihə sənədləri ilə tutuşdurur. Məqsəd nöqsanların erkən mərhələdə aşkarlanması və aradan qaldırılmasıdır.',
      'We apply a risk-based approach here: audit subjects are selected according to project size, stage of implementation and number of contractors. Our auditors inspect construction sites and compare the work done with the design documents. The aim is to detect and correct shortcomings at an early stage.',
    ],
  },
  {
    role: 'departament',
    headline: [
      'Səmərəlilik auditi “nə qədər xərcləndi?” deyil, “nə əldə olundu?” sualına cavab axtarır',
      'A performance audit asks not “how much was spent?” but “what was achieved?”',
    ],
    q: [
      'Səmərəlilik auditi uyğunluq auditindən nə ilə fərqlənir?',
      'How does a performance audit differ from a compliance audit?',
    ],
    a: [
      'Uyğunluq auditi vəsaitlərin qanunvericiliyə uyğun xərclənib-xərclənmədiyini yoxlayır. Səmərəlilik auditi isə daha geniş sual qoyur: dövlət proqramı qarşıya qoyulmuş məqsədə çatıbmı və eyni nəticəni daha az xərclə əldə etmək mümkün idimi? Bu auditlər adətən daha uzun çəkir, lakin onların tövsiyələri idarəetmə qərarlarına daha güclü təsir göstərir.',
      'A compliance audit checks whether funds were spent in line with the law. A performance audit asks a broader question: did the state programme achieve its objective, and could the same result have been achieved at lower cost? These audits usually take longer, but their recommendations have a stronger influence on management decisions.',
    ],
  },
  {
    role: 'auditor',
    headline: [
      'Kənd təsərrüfatı subsidiyalarının effektivliyi ölçülməlidir',
      'The effectiveness of agricultural subsidies must be measured',
    ],
    q: [
      'Subsidiyaların auditində hansı problemlərlə qarşılaşırsınız?',
      'What problems do you encounter when auditing subsidies?',
    ],
    a: [
      'Əsas problem məlumatların uzlaşmamasıdır: fermerin bəyan etdiyi əkin sahəsi ilə faktiki vəziyyət bəzən fərqlənir. Elektron informasiya sistemlərinin tətbiqi bu riskləri azaldıb, lakin peyk məlumatlarından istifadə kimi yeni alətlərə ehtiyac var. Tövsiyələrimizdə subsidiyaların məhsuldarlıq göstəriciləri ilə əlaqələndirilməsini təklif edirik.',
      'The main problem is inconsistent data: the sown area declared by a farmer sometimes differs from the actual situation. Electronic information systems have reduced these risks, but new tools such as satellite data are needed. In our recommendations we propose linking subsidies to yield indicators.',
    ],
  },
  {
    role: 'metodologiya',
    headline: [
      'Standartlara uyğunluq auditin keyfiyyətinin təminatıdır',
      'Compliance with standards guarantees audit quality',
    ],
    q: [
      'Palata hansı audit standartlarını tətbiq edir?',
      'Which audit standards does the Chamber apply?',
    ],
    a: [
      'Palatanın audit standartları INTOSAI-nin peşəkar pronunsiamentlər çərçivəsinə, yəni ISSAI standartlarına əsaslanır. Biz bu standartları milli qanunvericiliyə uyğunlaşdırmış, hər audit növü üçün ayrıca təlimat hazırlamışıq. Keyfiyyətə nəzarət sistemi isə hər hesabatın standartlara uyğunluğunu yoxlayır.',
      "The Chamber's audit standards are based on the INTOSAI Framework of Professional Pronouncements, that is, the ISSAIs. We have adapted these standards to national legislation and prepared a separate manual for each type of audit. Our quality control system checks every report against the standards.",
    ],
  },
  {
    role: 'beynelxalq',
    headline: [
      'Beynəlxalq əməkdaşlıq peşəkar inkişafımızın mühüm mənbəyidir',
      'International cooperation is an important source of our professional development',
    ],
    q: [
      'Palata hansı beynəlxalq təşkilatların üzvüdür?',
      'Which international organisations is the Chamber a member of?',
    ],
    a: [
      'Hesablama Palatası INTOSAI, EUROSAI və ASOSAI-nin üzvüdür, bu təşkilatların bir sıra işçi qruplarında fəal iştirak edir. Bundan başqa, onlarla ölkənin ali audit qurumu ilə ikitərəfli anlaşma memorandumları imzalanıb. Bu əlaqələr təlimlər, paralel auditlər və təcrübə mübadiləsi vasitəsilə auditorlarımızın peşəkarlığının artmasına xidmət edir.',
      "The Chamber of Accounts is a member of INTOSAI, EUROSAI and ASOSAI and takes an active part in several of their working groups. It has also signed bilateral memoranda of understanding with the supreme audit institutions of dozens of countries. These links help raise our auditors' professionalism through training, parallel audits and the exchange of experience.",
    ],
  },
  {
    role: 'sedr',
    headline: [
      'Hesabatlılıq ictimai etimadın əsasıdır',
      'Accountability is the basis of public trust',
    ],
    q: [
      'Palata öz fəaliyyəti barədə ictimaiyyəti necə məlumatlandırır?',
      'How does the Chamber keep the public informed about its work?',
    ],
    a: [
      'Hər il fəaliyyət hesabatımızı Milli Məclisə təqdim edir və saytımızda dərc edirik. Bundan əlavə, audit hesabatlarının xülasələrini, büdcə rəylərinin vətəndaşlar üçün sadələşdirilmiş versiyalarını və infoqrafikləri hazırlayırıq. Məqsədimiz mürəkkəb maliyyə məlumatlarını hər kəs üçün anlaşıqlı etməkdir.',
      'Every year we submit our activity report to the Milli Majlis and publish it on our website. We also prepare summaries of audit reports, simplified citizen versions of our budget opinions and infographics. Our aim is to make complex financial information understandable to everyone.',
    ],
  },
  {
    role: 'sedr',
    headline: [
      'Konstitusiya Palatanın fəaliyyətinin təməlidir',
      "The Constitution is the foundation of the Chamber's work",
    ],
    q: [
      '“Konstitusiya və Suverenlik İli” Palata üçün nə ifadə edir?',
      'What does the “Year of the Constitution and Sovereignty” mean for the Chamber?',
    ],
    a: [
      'Konstitusiyanın qəbulunun 30 illiyi bizim üçün xüsusi əhəmiyyət daşıyır, çünki dövlət büdcəsinin icrasına nəzarət institutu məhz Konstitusiyada təsbit olunub. İl ərzində əməkdaşlarımız üçün konstitusiya hüququ üzrə seminarlar, gənclər üçün maarifləndirici görüşlər keçirdik. Suverenliyin möhkəmlənməsi isə güclü və şəffaf dövlət maliyyəsindən keçir.',
      'The 30th anniversary of the Constitution is particularly significant for us, because the institution overseeing the execution of the state budget is enshrined in the Constitution itself. During the year we held seminars on constitutional law for our staff and awareness meetings for young people. Consolidating sovereignty depends on strong and transparent public finances.',
    ],
  },
];

/** General questions, one of which closes each interview. */
const general: Array<{ q: Pair; a: Pair }> = [
  {
    q: [
      'Sizcə, auditin cəmiyyət üçün əsas faydası nədir?',
      'In your view, what is the main benefit of audit for society?',
    ],
    a: [
      'Audit dövlət vəsaitlərinin necə istifadə olunduğu barədə müstəqil və etibarlı məlumat verir. Bu məlumat həm parlament, həm hökumət, həm də vətəndaşlar üçün qərar qəbulunun əsasına çevrilir. Nəticədə dövlət xidmətlərinin keyfiyyəti yüksəlir.',
      'Audit provides independent and reliable information on how public funds are used. This information becomes a basis for decisions by parliament, the government and citizens alike. As a result, the quality of public services improves.',
    ],
  },
  {
    q: [
      'Yaxın perspektivdə hansı audit tədbirləri planlaşdırılır?',
      'What audits are planned in the near future?',
    ],
    a: [
      'İllik iş planımızda səhiyyə, təhsil, nəqliyyat və kommunal xidmətlər sahələrində bir sıra səmərəlilik və uyğunluq auditləri nəzərdə tutulub. İş planı risk təhlili və vətəndaş təklifləri əsasında hazırlanır və saytımızda dərc olunur.',
      "Our annual work plan includes a number of performance and compliance audits in health, education, transport and utilities. The plan is based on risk analysis and citizens' proposals and is published on our website.",
    ],
  },
  {
    q: [
      'Audit obyektləri Palatanın tövsiyələrinə necə yanaşır?',
      "How do audited entities respond to the Chamber's recommendations?",
    ],
    a: [
      'Əksər hallarda audit obyektləri tövsiyələrlə razılaşır və onların icrasına dair tədbirlər planı hazırlayır. Fikir ayrılığı olduqda isə onların mövqeyi hesabatda əks olunur. Tövsiyələrin icra səviyyəsi son illərdə davamlı olaraq artır.',
      'In most cases audited entities accept the recommendations and draw up action plans to implement them. Where there is disagreement, their position is reflected in the report. The implementation rate of recommendations has been rising steadily in recent years.',
    ],
  },
  {
    q: [
      'Palatanın əməkdaşlarından hansı keyfiyyətlər tələb olunur?',
      "What qualities are expected of the Chamber's staff?",
    ],
    a: [
      'Peşəkar bilik, analitik düşüncə və dürüstlük əsas tələblərdir. Auditor həm də yoxladığı sahəni dərindən bilməli, mürəkkəb məsələləri sadə dillə izah edə bilməlidir. Bu səbəbdən davamlı təlimə böyük önəm veririk.',
      'Professional knowledge, analytical thinking and integrity are the basic requirements. An auditor must also know the area under review in depth and be able to explain complex issues in plain language. That is why we attach great importance to continuous training.',
    ],
  },
  {
    q: [
      'Milli Məclislə əməkdaşlıq necə qurulub?',
      'How is cooperation with the Milli Majlis organised?',
    ],
    a: [
      'Palata fəaliyyəti barədə Milli Məclisə hesabat verir, büdcə layihəsinə və icra hesabatına rəylər təqdim edir. Komitələrin iclaslarında audit nəticələri müzakirə olunur. Bu əməkdaşlıq parlament nəzarətinin effektivliyinin artmasına xidmət edir.',
      'The Chamber reports to the Milli Majlis on its work and submits opinions on the draft budget and the execution report. Audit results are discussed at committee meetings. This cooperation makes parliamentary oversight more effective.',
    ],
  },
  {
    q: ['Oxucularımıza nə demək istərdiniz?', 'What would you like to say to our readers?'],
    a: [
      'Dövlət büdcəsi hər birimizin vəsaitidir. Vətəndaşları saytımızda dərc olunan hesabatlarla tanış olmağa, suallarını və təkliflərini bizə göndərməyə dəvət edirəm. Hər bir rəy bizim üçün dəyərlidir.',
      'The state budget belongs to all of us. I invite citizens to read the reports published on our website and to send us their questions and proposals. Every piece of feedback matters to us.',
    ],
  },
];

function qa(q: string, a: string): string {
  return `<p><strong>– ${q}</strong></p><p>– ${a}</p>`;
}

function build(x: Interview, i: number): Doc {
  const r = roles[x.role];
  const m = pick(media, i);
  const g = pick(general, i);
  return doc(
    `${r.short}: “${x.headline[0]}”`,
    html(
      `<p>${r.full} ${m.az} müsahibə verib. Müsahibəni ixtisarla təqdim edirik.</p>`,
      qa(x.q[0], x.a[0]),
      qa(g.q[0], g.a[0]),
    ),
    `${r.enShort}: “${x.headline[1]}”`,
    html(
      `<p>${r.enFull} gave an interview to ${m.en}. We publish it in abridged form.</p>`,
      qa(x.q[1], x.a[1]),
      qa(g.q[1], g.a[1]),
    ),
  );
}

const AZ_ONLY = new Set([4, 13]);

/** Interviews, newest first. */
export const interviewDocs: Doc[] = interviews
  .map(build)
  .map((d, i) => (AZ_ONLY.has(i) ? { ...d, en: null } : d));
