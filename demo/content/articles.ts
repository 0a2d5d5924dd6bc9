/**
 * Analytical articles by the Chamber's staff (20), newest first. Authors are
 * named by position only.
 */
import type { Doc, Named } from './types';
import { doc, h2, html, n, p, pick, ul } from './helpers';

type Pair = [string, string];

interface Article {
  title: Pair;
  lead: Pair;
  points: Pair[];
}

const authors: Named[] = [
  n(
    'Hesablama Palatasının Metodologiya şöbəsinin baş məsləhətçisi',
    'Chief Adviser, Methodology Department, Chamber of Accounts',
  ),
  n('Hesablama Palatasının auditoru', 'Auditor, Chamber of Accounts'),
  n(
    'Hesablama Palatasının Büdcə təhlili şöbəsinin müdiri',
    'Head of the Budget Analysis Department, Chamber of Accounts',
  ),
  n('Hesablama Palatasının aparıcı məsləhətçisi', 'Leading Adviser, Chamber of Accounts'),
  n(
    'Hesablama Palatasının Beynəlxalq əlaqələr şöbəsinin baş məsləhətçisi',
    'Chief Adviser, International Relations Department, Chamber of Accounts',
  ),
];

const contexts: Named[] = [
  n(
    'Mövzu son illərdə INTOSAI-nin və regional təşkilatların gündəliyində xüsusi yer tutur, bir çox ali audit qurumları bu sahədə öz yanaşmalarını yeniləyir.',
    'The topic has featured prominently on the agenda of INTOSAI and the regional organisations in recent years, and many supreme audit institutions are updating their approaches in this area.',
  ),
  n(
    'Azərbaycan təcrübəsi göstərir ki, bu sahədə əldə olunan nəticələr auditin keyfiyyətinə və tövsiyələrin icra səviyyəsinə birbaşa təsir edir.',
    "Azerbaijan's experience shows that progress in this area directly affects audit quality and the rate at which recommendations are implemented.",
  ),
  n(
    'Məqalədə mövzu həm nəzəri, həm də praktiki baxımdan araşdırılır, Palatanın son illərdə apardığı audit tədbirlərindən nümunələr gətirilir.',
    "The article examines the subject from both a theoretical and a practical angle, with examples from the Chamber's recent audits.",
  ),
];

const closings: Named[] = [
  n(
    'Müəllifin fikrincə, bu istiqamətdə beynəlxalq təcrübənin öyrənilməsi və milli şəraitə uyğunlaşdırılması dövlət auditinin keyfiyyətini daha da yüksəldəcəkdir.',
    "In the author's view, studying international practice in this area and adapting it to national conditions will further improve the quality of public audit.",
  ),
  n(
    'Məqalədə irəli sürülən təkliflər Palatanın metodoloji sənədlərinin təkmilləşdirilməsi zamanı nəzərə alına bilər.',
    "The proposals made in the article may be taken into account when the Chamber's methodological documents are revised.",
  ),
  n(
    'Müəllif hesab edir ki, bu məsələlərin həlli yalnız ali audit qurumunun deyil, bütün dövlət idarəçiliyi sisteminin birgə səyini tələb edir.',
    'The author believes that resolving these issues requires the joint effort not only of the supreme audit institution but of the whole system of public administration.',
  ),
  n(
    'Məqalə Palatanın “Audit” jurnalında dərc olunmuş tədqiqatın qısaldılmış variantıdır.',
    "This article is an abridged version of a study published in the Chamber's “Audit” journal.",
  ),
];

const list: Article[] = [
  {
    title: [
      'Süni intellektin auditdə tətbiqi: imkanlar və risklər',
      'Using artificial intelligence in audit: opportunities and risks',
    ],
    lead: [
      'Süni intellekt alətləri böyük həcmli sənədlərin emalını, anomaliyaların aşkarlanmasını və risklərin proqnozlaşdırılmasını sürətləndirir. Lakin onların tətbiqi auditorun peşəkar mühakiməsini əvəz etməməlidir.',
      "Artificial intelligence tools speed up the processing of large volumes of documents, the detection of anomalies and the prediction of risks. However, they must not replace the auditor's professional judgement.",
    ],
    points: [
      [
        'alqoritmlərin şəffaflığı və nəticələrin izah oluna bilməsi',
        'transparency of algorithms and explainability of results',
      ],
      ['məlumatların məxfiliyinin qorunması', 'protecting data confidentiality'],
      [
        'auditorların yeni alətlərdən istifadəyə hazırlanması',
        'training auditors to use the new tools',
      ],
    ],
  },
  {
    title: [
      'İqlim auditi: ali audit qurumlarının yeni məsuliyyəti',
      'Climate audit: a new responsibility for supreme audit institutions',
    ],
    lead: [
      'İqlim dəyişmələri dövlət büdcələrinə getdikcə daha çox təsir göstərir. Təbii fəlakətlərin nəticələrinin aradan qaldırılması, uyğunlaşma infrastrukturu və enerji keçidi böyük vəsait tələb edir. Bu vəsaitlərin səmərəli istifadəsinə nəzarət ali audit qurumlarının yeni prioritetinə çevrilib.',
      'Climate change is having a growing impact on state budgets. Dealing with the aftermath of natural disasters, adaptation infrastructure and the energy transition require significant funds. Overseeing the efficient use of these funds has become a new priority for supreme audit institutions.',
    ],
    points: [
      [
        'iqlimlə bağlı xərclərin büdcə təsnifatında ayrıca işarələnməsi auditi asanlaşdırır',
        'tagging climate-related spending in the budget classification makes it easier to audit',
      ],
      [
        'uyğunlaşma layihələrinin auditində uzunmüddətli nəticələr nəzərə alınmalıdır',
        'audits of adaptation projects should take long-term outcomes into account',
      ],
      [
        'paralel iqlim auditləri regional müqayisə üçün imkan yaradır',
        'parallel climate audits make regional comparison possible',
      ],
    ],
  },
  {
    title: [
      'Büdcə şəffaflığı: beynəlxalq reytinqlər və milli təcrübə',
      'Budget transparency: international rankings and national practice',
    ],
    lead: [
      'Büdcə şəffaflığı dövlətin maliyyə siyasətinə ictimai etimadın əsas şərtlərindən biridir. Beynəlxalq Büdcə Tərəfdaşlığının Açıq Büdcə Sorğusu ölkələri büdcə sənədlərinin əlçatanlığı, ictimai iştirak və müstəqil nəzarət meyarları üzrə qiymətləndirir. Bu meyarlar arasında ali audit qurumunun rolu xüsusi yer tutur.',
      "Budget transparency is one of the key conditions for public trust in a state's fiscal policy. The International Budget Partnership's Open Budget Survey assesses countries on the availability of budget documents, public participation and independent oversight. The role of the supreme audit institution holds a special place among these criteria.",
    ],
    points: [
      [
        'audit hesabatlarının vaxtında dərci ölkənin qiymətləndirməsinə birbaşa təsir edir',
        "timely publication of audit reports directly affects a country's score",
      ],
      [
        'vətəndaş büdcəsi mürəkkəb büdcə məlumatlarını geniş auditoriyaya çatdırmağın effektiv vasitəsidir',
        "a citizens' budget is an effective way to bring complex budget information to a wide audience",
      ],
      [
        'ictimaiyyətin audit planlaşdırmasında iştirakı şəffaflığın yeni mərhələsidir',
        'public participation in audit planning is a new stage of transparency',
      ],
    ],
  },
  {
    title: [
      'Risk əsaslı audit planlaşdırması: nəzəriyyə və təcrübə',
      'Risk-based audit planning: theory and practice',
    ],
    lead: [
      'Məhdud resurslar şəraitində ali audit qurumu bütün dövlət qurumlarını hər il audit edə bilməz. Risk əsaslı planlaşdırma audit resurslarını ən yüksək risk daşıyan sahələrə yönəltməyə imkan verir. Məqalədə Palatanın bu sahədə tətbiq etdiyi metodika təhlil olunur.',
      'With limited resources, a supreme audit institution cannot audit every public body every year. Risk-based planning makes it possible to direct audit resources to the areas of highest risk. The article analyses the methodology applied by the Chamber in this field.',
    ],
    points: [
      [
        'risk amilləri büdcə həcmi, əvvəlki audit nəticələri və idarəetmədəki dəyişikliklər əsasında qiymətləndirilir',
        'risk factors are assessed on the basis of budget size, previous audit results and management changes',
      ],
      [
        'vətəndaş müraciətləri və media materialları əlavə risk siqnalı kimi nəzərə alınır',
        "citizens' requests and media reports are taken into account as additional risk signals",
      ],
      [
        'risk xəritəsi hər il yenilənməli və iş planına əsas olmalıdır',
        'the risk map should be updated every year and underpin the work plan',
      ],
    ],
  },
  {
    title: [
      'Səmərəlilik auditinin dövlət idarəçiliyinə təsiri',
      'The impact of performance audit on public administration',
    ],
    lead: [
      'Səmərəlilik auditi dövlət proqramlarının qənaətlilik, məhsuldarlıq və nəticəlilik baxımından qiymətləndirilməsinə yönəlir. Uyğunluq auditindən fərqli olaraq, o, idarəetmə qərarlarının keyfiyyətinə birbaşa təsir göstərir.',
      'Performance audit assesses state programmes in terms of economy, efficiency and effectiveness. Unlike compliance audit, it directly influences the quality of management decisions.',
    ],
    points: [
      [
        'audit meyarlarının audit obyekti ilə əvvəlcədən razılaşdırılması nəticələrin qəbulunu asanlaşdırır',
        'agreeing audit criteria with the audited entity in advance makes the findings easier to accept',
      ],
      [
        'tövsiyələr konkret, ölçülə bilən və icra oluna bilən olmalıdır',
        'recommendations should be specific, measurable and achievable',
      ],
      [
        'təsirin qiymətləndirilməsi tövsiyələrin icrasından bir-iki il sonra aparılmalıdır',
        'impact should be assessed one to two years after the recommendations are implemented',
      ],
    ],
  },
  {
    title: [
      'Dövlət borcunun auditi: risklər və yanaşmalar',
      'Auditing public debt: risks and approaches',
    ],
    lead: [
      'Dövlət borcunun idarə edilməsi büdcə dayanıqlığının mühüm elementidir. Ali audit qurumları borcun həcmini, strukturunu, ona xidmət xərclərini və dövlət zəmanətləri ilə bağlı şərti öhdəlikləri qiymətləndirir.',
      'Public debt management is an important element of budget sustainability. Supreme audit institutions assess the size and structure of debt, debt service costs and contingent liabilities arising from state guarantees.',
    ],
    points: [
      [
        'borc statistikasının tamlığı və etibarlılığı auditin ilkin şərtidir',
        'complete and reliable debt statistics are a precondition for the audit',
      ],
      [
        'dövlət zəmanətləri üzrə risklərin büdcə sənədlərində açıqlanması genişləndirilməlidir',
        'disclosure of risks from state guarantees in budget documents should be expanded',
      ],
      [
        'INTOSAI-nin Dövlət Borcu üzrə İşçi Qrupunun təlimatları milli təcrübə üçün faydalı çərçivədir',
        'the guidance of the INTOSAI Working Group on Public Debt is a useful framework for national practice',
      ],
    ],
  },
  {
    title: [
      'Lima və Meksika bəyannamələri: müstəqilliyin səkkiz prinsipi',
      'The Lima and Mexico Declarations: eight principles of independence',
    ],
    lead: [
      '1977-ci ildə qəbul edilmiş Lima Bəyannaməsi ali audit qurumlarının müstəqilliyinin əsas prinsiplərini müəyyən etmişdir. 2007-ci ildə qəbul olunmuş Meksika Bəyannaməsi isə bu prinsipləri səkkiz konkret tələb şəklində inkişaf etdirmişdir.',
      'The Lima Declaration, adopted in 1977, set out the fundamental principles of the independence of supreme audit institutions. The Mexico Declaration of 2007 developed these principles into eight specific requirements.',
    ],
    points: [
      [
        'müstəqilliyin konstitusiya və qanunla təsbit olunması',
        'independence enshrined in the constitution and in law',
      ],
      [
        'ali audit qurumu rəhbərinin vəzifə müddətinin və toxunulmazlığının təminatı',
        'guaranteed tenure and legal immunity for the head of the supreme audit institution',
      ],
      [
        'audit nəticələrini dərc etmək və hesabat vermək azadlığı',
        'freedom to publish audit results and to report',
      ],
    ],
  },
  {
    title: ['Davamlı İnkişaf Məqsədlərinin auditi', 'Auditing the Sustainable Development Goals'],
    lead: [
      'BMT-nin 2030-cu il Gündəliyi çərçivəsində qəbul olunmuş Davamlı İnkişaf Məqsədləri hökumətlərin fəaliyyəti üçün ölçülə bilən hədəflər müəyyən edir. Ali audit qurumları bu hədəflərə çatmaq üçün milli sistemlərin hazırlığını və icranın gedişini qiymətləndirə bilər.',
      "The Sustainable Development Goals, adopted as part of the UN 2030 Agenda, set measurable targets for governments. Supreme audit institutions can assess national systems' preparedness to meet these targets and the progress of implementation.",
    ],
    points: [
      [
        'məqsədlərin milli prioritetlərə və büdcə proqramlarına uyğunlaşdırılması',
        'aligning the goals with national priorities and budget programmes',
      ],
      [
        'göstəricilər üzrə statistik məlumatların etibarlılığı',
        'the reliability of statistics on the indicators',
      ],
      [
        '“heç kəsi geridə qoymamaq” prinsipinin auditdə nəzərə alınması',
        'taking the “leave no one behind” principle into account in audits',
      ],
    ],
  },
  {
    title: [
      'Rəqəmsal transformasiya və auditin gələcəyi',
      'Digital transformation and the future of audit',
    ],
    lead: [
      'Dövlət idarəçiliyinin rəqəmsallaşması auditin həm obyektini, həm də metodlarını dəyişir. Elektron sənəd dövriyyəsi, xəzinədarlıq sistemləri və açıq məlumatlar auditorlara bütöv məlumat toplusunu təhlil etmək imkanı verir.',
      'The digitalisation of public administration is changing both what is audited and how. Electronic document management, treasury systems and open data allow auditors to analyse entire datasets.',
    ],
    points: [
      [
        'seçmə yoxlamadan tam məlumat təhlilinə keçid',
        'moving from sample testing to full-population data analysis',
      ],
      ['auditorların rəqəmsal bacarıqlarının inkişafı', "developing auditors' digital skills"],
      [
        'süni intellekt alətlərinin tətbiqində etik və metodoloji məsələlər',
        'ethical and methodological issues in using artificial intelligence tools',
      ],
    ],
  },
  {
    title: [
      'Dövlət şirkətlərinin korporativ idarəetməsi və audit',
      'Corporate governance of state-owned companies and audit',
    ],
    lead: [
      'Dövlət şirkətləri iqtisadiyyatda mühüm yer tutur, kommunal, nəqliyyat və energetika kimi strateji xidmətlər göstərir. Onların fəaliyyətinin şəffaflığı həm büdcə riskləri, həm də xidmətlərin keyfiyyəti baxımından vacibdir.',
      'State-owned companies play an important role in the economy and provide strategic services such as utilities, transport and energy. The transparency of their operations matters both for budget risks and for service quality.',
    ],
    points: [
      [
        'müşahidə şuralarının müstəqilliyinin və səlahiyyətlərinin gücləndirilməsi',
        'strengthening the independence and powers of supervisory boards',
      ],
      [
        'dövlət subsidiyalarının şirkətlərin hesabatlarında ayrıca açıqlanması',
        'separate disclosure of state subsidies in company reports',
      ],
      [
        'müstəqil xarici auditlə ali audit qurumunun auditinin əlaqələndirilməsi',
        'coordinating independent external audits with audits by the supreme audit institution',
      ],
    ],
  },
  {
    title: [
      'Daxili audit və xarici dövlət auditinin qarşılıqlı əlaqəsi',
      'The relationship between internal audit and external public audit',
    ],
    lead: [
      'Effektiv daxili audit sistemi dövlət qurumlarında risklərin vaxtında idarə olunmasına imkan verir. Ali audit qurumu daxili auditin nəticələrindən istifadə edərək öz resurslarına qənaət edə və audit əhatəsini genişləndirə bilər.',
      'An effective internal audit system enables public bodies to manage risks in time. A supreme audit institution can use internal audit results to save resources and broaden its audit coverage.',
    ],
    points: [
      [
        'daxili audit bölmələrinin müstəqilliyinin qiymətləndirilməsi',
        'assessing the independence of internal audit units',
      ],
      [
        'iş planlarının əlaqələndirilməsi və təkrarçılığın aradan qaldırılması',
        'coordinating work plans and avoiding duplication',
      ],
      [
        'daxili auditorlar üçün birgə təlimlərin təşkili',
        'organising joint training for internal auditors',
      ],
    ],
  },
  {
    title: ['Fiskal qaydalar və büdcə dayanıqlığı', 'Fiscal rules and budget sustainability'],
    lead: [
      'Fiskal qaydalar dövlət xərclərinin artımını və borc yükünü məhdudlaşdırmaqla büdcə siyasətini neft gəlirlərinin dəyişkənliyindən qoruyur. Azərbaycanda tətbiq olunan fiskal qayda xərclərin artımını əsas makroiqtisadi göstəricilərlə əlaqələndirir.',
      'Fiscal rules protect budget policy from the volatility of oil revenues by limiting spending growth and the debt burden. The fiscal rule applied in Azerbaijan links spending growth to key macroeconomic indicators.',
    ],
    points: [
      [
        'qaydaya əməl olunmasının müstəqil qiymətləndirilməsi ali audit qurumunun rəyinin tərkib hissəsidir',
        "independent assessment of compliance with the rule is part of the supreme audit institution's opinion",
      ],
      [
        'istisna hallarının aydın müəyyən edilməsi qaydanın etibarlılığını artırır',
        'clearly defined escape clauses make the rule more credible',
      ],
      [
        'orta müddətli büdcə çərçivəsi qaydanın icrası üçün əsas alətdir',
        'the medium-term budget framework is the main tool for implementing the rule',
      ],
    ],
  },
  {
    title: [
      'Dövlət satınalmalarında saxtakarlıq risklərinin aşkarlanması',
      'Detecting fraud risks in public procurement',
    ],
    lead: [
      'Dövlət satınalmaları büdcə xərclərinin böyük hissəsini təşkil edir və korrupsiya riskləri baxımından ən həssas sahələrdən biridir. Elektron satınalma sistemləri şəffaflığı artırsa da, risklərin aşkarlanması üçün xüsusi analitik yanaşmalar tələb olunur.',
      'Public procurement accounts for a large share of budget spending and is one of the areas most exposed to corruption risk. Although e-procurement systems have increased transparency, special analytical approaches are needed to detect risks.',
    ],
    points: [
      [
        'tək iştirakçılı tenderlərin və təkrarlanan qaliblərin təhlili',
        'analysing single-bid tenders and repeat winners',
      ],
      [
        'müqavilə qiymətlərinin bazar qiymətləri ilə müqayisəsi',
        'comparing contract prices with market prices',
      ],
      [
        'müqavilələrə sonradan edilən dəyişikliklərin izlənilməsi',
        'tracking subsequent amendments to contracts',
      ],
    ],
  },
  {
    title: [
      'Proqram-məqsədli büdcələşdirmə: nəticəyönümlü idarəetmə',
      'Programme-based budgeting: managing for results',
    ],
    lead: [
      'Proqram-məqsədli büdcələşdirmə xərcləri təşkilatlar üzrə deyil, dövlət proqramları və onların nəticələri üzrə planlaşdırmağa imkan verir. Bu yanaşma audit üçün də yeni imkanlar açır.',
      'Programme-based budgeting makes it possible to plan spending by state programmes and their results rather than by organisations. This approach also opens up new possibilities for audit.',
    ],
    points: [
      [
        'nəticə göstəricilərinin keyfiyyətinin auditi',
        'auditing the quality of performance indicators',
      ],
      [
        'proqramların xərclərinin və nəticələrinin əlaqələndirilməsi',
        'linking programme costs to results',
      ],
      [
        'nazirliklərarası proqramlarda məsuliyyətin bölüşdürülməsi',
        'sharing responsibility in cross-ministry programmes',
      ],
    ],
  },
  {
    title: [
      'Dövlət büdcəsindən yerli büdcələrə transfertlərin auditi',
      'Auditing transfers from the state budget to local budgets',
    ],
    lead: [
      'Bələdiyyələrə dövlət büdcəsindən ayrılan dotasiya və transfertlər yerli xidmətlərin maliyyələşdirilməsində mühüm rol oynayır. Bu vəsaitlərin təyinatı üzrə istifadəsinə nəzarət ali audit qurumunun səlahiyyətlərinə daxildir.',
      'Grants and transfers from the state budget to municipalities play an important role in funding local services. Overseeing their use for the intended purpose falls within the powers of the supreme audit institution.',
    ],
    points: [
      [
        'transfertlərin bölgüsü meyarlarının şəffaflığı',
        'transparency of the criteria for allocating transfers',
      ],
      ['bələdiyyələrin hesabatlılığının gücləndirilməsi', 'strengthening municipal accountability'],
      [
        'yerli icra hakimiyyətləri ilə bələdiyyələr arasında funksiyaların aydın bölgüsü',
        'a clear division of functions between local executive authorities and municipalities',
      ],
    ],
  },
  {
    title: [
      'Fövqəladə hallarda dövlət xərclərinin auditi: pandemiyanın dərsləri',
      'Auditing public spending in emergencies: lessons from the pandemic',
    ],
    lead: [
      'COVID-19 pandemiyası dövründə hökumətlər qısa müddətdə böyük həcmdə vəsait ayırmalı oldular. Sürətli qərar qəbulu zərurəti nəzarət mexanizmlərinin sadələşdirilməsinə gətirib çıxardı ki, bu da yeni risklər yaratdı.',
      'During the COVID-19 pandemic, governments had to allocate large sums at short notice. The need for rapid decisions led to simplified control mechanisms, which created new risks.',
    ],
    points: [
      ['real vaxt rejimində audit yanaşmasının tətbiqi', 'applying a real-time audit approach'],
      [
        'fövqəladə satınalmaların sonradan ətraflı yoxlanılması',
        'detailed ex-post review of emergency procurement',
      ],
      [
        'sosial dəstək ödənişlərinin hədəflənməsinin qiymətləndirilməsi',
        'assessing the targeting of social support payments',
      ],
    ],
  },
  {
    title: ['Audit keyfiyyətinə nəzarət sistemi', 'The audit quality control system'],
    lead: [
      'Audit nəticələrinə etimad onların keyfiyyətindən asılıdır. ISSAI 140 standartı ali audit qurumlarında keyfiyyətə nəzarət sisteminin əsas elementlərini müəyyən edir.',
      'Confidence in audit results depends on their quality. ISSAI 140 sets out the main elements of a quality control system in supreme audit institutions.',
    ],
    points: [
      ['rəhbərliyin keyfiyyətə görə məsuliyyəti', 'leadership responsibility for quality'],
      [
        'audit qruplarının peşəkar səriştəsinin təmin edilməsi',
        'ensuring the professional competence of audit teams',
      ],
      [
        'başa çatdırılmış auditlərin müstəqil keyfiyyət yoxlaması',
        'independent quality review of completed audits',
      ],
    ],
  },
  {
    title: ['Gender büdcələşdirməsi və auditin rolu', 'Gender budgeting and the role of audit'],
    lead: [
      'Gender büdcələşdirməsi büdcə qərarlarının qadınlara və kişilərə fərqli təsirini nəzərə almağa imkan verir. Ali audit qurumları dövlət proqramlarının bərabərlik məqsədlərinə töhfəsini qiymətləndirə bilər.',
      'Gender budgeting makes it possible to take account of the different effects of budget decisions on women and men. Supreme audit institutions can assess how state programmes contribute to equality goals.',
    ],
    points: [
      [
        'cinsə görə bölünmüş statistik məlumatların əlçatanlığı',
        'the availability of sex-disaggregated statistics',
      ],
      [
        'sosial və məşğulluq proqramlarından faydalananların təhlili',
        'analysing the beneficiaries of social and employment programmes',
      ],
      [
        'bərabərlik göstəricilərinin büdcə proqramlarına daxil edilməsi',
        'including equality indicators in budget programmes',
      ],
    ],
  },
  {
    title: [
      'Vətəndaş iştirakı və audit: açıq dövlət auditinə doğru',
      'Citizen participation and audit: towards open public audit',
    ],
    lead: [
      'Vətəndaşların audit prosesində iştirakı auditin aktuallığını və ictimai təsirini artırır. Audit təklifləri, ictimai müzakirələr və audit nəticələrinin sadə dildə təqdimatı bu iştirakın əsas formalarıdır.',
      'Involving citizens in the audit process increases the relevance and public impact of audit. Audit proposals, public consultations and presenting audit results in plain language are the main forms of this involvement.',
    ],
    points: [
      [
        'vətəndaşlardan daxil olan audit təkliflərinin risk təhlilinə daxil edilməsi',
        "including citizens' audit proposals in risk analysis",
      ],
      [
        'audit nəticələrinin infoqrafiklər və qısa xülasələr vasitəsilə təqdimatı',
        'presenting audit results through infographics and short summaries',
      ],
      [
        'vətəndaş cəmiyyəti təşkilatları ilə müntəzəm dialoq',
        'regular dialogue with civil society organisations',
      ],
    ],
  },
  {
    title: [
      'Büdcə icrasının auditində xəzinədarlıq məlumatlarının rolu',
      'The role of treasury data in auditing budget execution',
    ],
    lead: [
      'Dövlət Xəzinədarlıq Agentliyinin elektron sistemi büdcə əməliyyatları barədə əsas məlumat mənbəyidir. Bu məlumatlara birbaşa çıxış auditorlara icra hesabatının etibarlılığını sistemli şəkildə yoxlamaq imkanı verir.',
      'The electronic system of the State Treasury Agency is the main source of data on budget transactions. Direct access to this data allows auditors to check the reliability of the execution report systematically.',
    ],
    points: [
      [
        'xəzinədarlıq məlumatlarının büdcə təşkilatlarının hesabatları ilə tutuşdurulması',
        'reconciling treasury data with the reports of budget organisations',
      ],
      [
        'ilin sonunda aparılan qeyri-adi əməliyyatların aşkarlanması',
        'detecting unusual year-end transactions',
      ],
      [
        'ödənişlərin müqavilə öhdəliklərinə uyğunluğunun yoxlanılması',
        'checking payments against contractual commitments',
      ],
    ],
  },
];

function build(x: Article, i: number): Doc {
  const author = pick(authors, i);
  const end = pick(closings, i);
  const ctx = pick(contexts, i);
  const heading = i % 5 === 0;
  return doc(
    x.title[0],
    html(
      p(`${x.lead[0]} ${ctx.az}`),
      heading ? h2('Əsas tezislər') : p('Müəllif aşağıdakı məsələləri ön plana çəkir:'),
      ul(x.points.map((pt) => pt[0])),
      p(
        `Müəllif hər bir məsələni konkret audit nümunələri ilə əsaslandırır və beynəlxalq təcrübə ilə müqayisə edir. ${end.az}`,
      ),
      p(`<em>Müəllif: ${author.az}</em>`),
    ),
    x.title[1],
    html(
      p(`${x.lead[1]} ${ctx.en}`),
      heading ? h2('Key points') : p('The author highlights the following points:'),
      ul(x.points.map((pt) => pt[1])),
      p(
        `The author supports each point with concrete audit examples and compares them with international practice. ${end.en}`,
      ),
      p(`<em>Author: ${author.en}</em>`),
    ),
  );
}

const AZ_ONLY = new Set([7, 16]);

/** Articles, newest first. */
export const articles: Doc[] = list
  .map(build)
  .map((d, i) => (AZ_ONLY.has(i) ? { ...d, en: null } : d));
