/**
 * Project categories (explicit ids; 11 is climate change) and projects (16),
 * newest first.
 */
import type { ProjectCategory, ProjectDoc } from './types';
import { html, interleave, p, pick, ul } from './helpers';

export const CATEGORY = { beynelxalq: 1, institusional: 2, reqemsal: 3, iqlim: 11 } as const;

export const projectCategories: ProjectCategory[] = [
  {
    id: CATEGORY.beynelxalq,
    az: 'Beynəlxalq əməkdaşlıq layihələri',
    en: 'International cooperation projects',
  },
  { id: CATEGORY.institusional, az: 'İnstitusional inkişaf', en: 'Institutional development' },
  { id: CATEGORY.reqemsal, az: 'Rəqəmsal transformasiya', en: 'Digital transformation' },
  { id: CATEGORY.iqlim, az: 'İqlim dəyişmələri', en: 'Climate change' },
];

type Pair = [string, string];

/** General remarks appended to project descriptions, in rotation. */
const remarks: Pair[] = [
  [
    'Layihənin gedişi və əldə olunan nəticələr barədə məlumat bu bölmədə mütəmadi olaraq yenilənir.',
    "Information on the project's progress and results is updated regularly in this section.",
  ],
  [
    'Layihə çərçivəsində qazanılan təcrübə Palatanın fəaliyyət hesabatında əks olunacaq və digər ali audit qurumları ilə bölüşüləcəkdir.',
    "The experience gained under the project will be reflected in the Chamber's activity report and shared with other supreme audit institutions.",
  ],
  [
    'Layihə çərçivəsində hazırlanan materiallar Palatanın əməkdaşları üçün təlim resursu kimi də istifadə olunur. Layihənin koordinasiyası Palatanın müvafiq struktur bölməsi tərəfindən həyata keçirilir.',
    "Materials produced under the project also serve as a training resource for the Chamber's staff. The project is coordinated by the relevant unit of the Chamber.",
  ],
];

interface Spec {
  title: Pair;
  intro: Pair;
  activities: Pair[];
  status: Pair;
}

function project(category: number, s: Spec, k: number): ProjectDoc {
  const r1 = pick(remarks, k);
  const r2 = pick(remarks, k + 1);
  return {
    category,
    az: {
      title: s.title[0],
      html: html(
        p(s.intro[0]),
        p('Layihə çərçivəsində əsas fəaliyyət istiqamətləri:'),
        ul(s.activities.map((x) => x[0])),
        p(s.status[0]),
        p(`${r1[0]} ${r2[0]}`),
      ),
    },
    en: {
      title: s.title[1],
      html: html(
        p(s.intro[1]),
        p('Main activities under the project:'),
        ul(s.activities.map((x) => x[1])),
        p(s.status[1]),
        p(`${r1[1]} ${r2[1]}`),
      ),
    },
  };
}

const climate: Spec[] = [
  {
    title: [
      'İqlim dəyişmələrinə uyğunlaşma tədbirlərinin əlaqələndirilmiş auditi',
      'Coordinated audit of climate change adaptation measures',
    ],
    intro: [
      'Layihə EUROSAI-nin Ətraf Mühit Auditi üzrə İşçi Qrupu çərçivəsində bir neçə ali audit qurumu ilə birgə həyata keçirilir. Məqsəd milli uyğunlaşma tədbirlərinin icrasını və bu məqsədlə ayrılan vəsaitlərin səmərəliliyini qiymətləndirməkdir.',
      'The project is carried out jointly with several supreme audit institutions within the EUROSAI Working Group on Environmental Auditing. Its aim is to assess the implementation of national adaptation measures and the efficiency of the funds allocated to them.',
    ],
    activities: [
      [
        'uyğunlaşma siyasətinə dair ümumi audit suallarının və meyarlarının hazırlanması',
        'preparing common audit questions and criteria on adaptation policy',
      ],
      [
        'su ehtiyatları, kənd təsərrüfatı və sahil zonası sahələrində milli auditlərin aparılması',
        'carrying out national audits on water resources, agriculture and the coastal zone',
      ],
      ['ümumi hesabatın hazırlanması və dərci', 'preparing and publishing a joint report'],
    ],
    status: [
      'Layihənin milli hissəsi üzrə audit tədbiri başa çatdırılmış, nəticələr ümumi hesabata daxil edilmişdir.',
      'The national audit has been completed and its results have been included in the joint report.',
    ],
  },
  {
    title: [
      'İqlim maliyyəsinin izlənilməsi üçün büdcə təsnifatının təkmilləşdirilməsi',
      'Improving the budget classification to track climate finance',
    ],
    intro: [
      'Layihənin məqsədi dövlət büdcəsində iqlim dəyişmələri ilə bağlı xərclərin ayrıca işarələnməsi metodikasının hazırlanmasına töhfə verməkdir. Bu, həm büdcə şəffaflığını, həm də iqlim xərclərinin auditinin keyfiyyətini artıracaqdır.',
      'The project aims to contribute to a methodology for tagging climate-related spending in the state budget. This will improve both budget transparency and the quality of climate spending audits.',
    ],
    activities: [
      [
        'beynəlxalq təcrübənin, o cümlədən iqlim xərclərinin işarələnməsi metodlarının öyrənilməsi',
        'studying international practice, including climate budget tagging methods',
      ],
      [
        'pilot nazirliklərin büdcə proqramlarının təhlili',
        'analysing the budget programmes of pilot ministries',
      ],
      [
        'Maliyyə Nazirliyinə tövsiyələrin təqdim edilməsi',
        'submitting recommendations to the Ministry of Finance',
      ],
    ],
    status: [
      'Layihə çərçivəsində hazırlanmış analitik hesabat Palatanın büdcə layihəsinə dair rəyinə əlavə kimi təqdim olunmuşdur.',
      "The analytical report prepared under the project was submitted as an annex to the Chamber's opinion on the draft budget.",
    ],
  },
  {
    title: [
      'Bərpa olunan enerji mənbələrinin inkişafı proqramının səmərəlilik auditi',
      'Performance audit of the renewable energy development programme',
    ],
    intro: [
      'Layihə çərçivəsində günəş və külək elektrik stansiyalarının tikintisi, onların elektrik şəbəkəsinə qoşulması və bu sahəyə yönəldilmiş dövlət dəstəyinin nəticələri qiymətləndirilir.',
      'The project assesses the construction of solar and wind power plants, their connection to the grid and the results of state support for the sector.',
    ],
    activities: [
      [
        'bərpa olunan enerjinin enerji balansındakı payına dair hədəflərin təhlili',
        'analysing targets for the share of renewables in the energy balance',
      ],
      [
        'şəbəkəyə qoşulma prosedurlarının qiymətləndirilməsi',
        'assessing grid connection procedures',
      ],
      [
        'istixana qazı emissiyalarının azalmasına təsirin hesablanması',
        'estimating the effect on greenhouse gas emissions',
      ],
    ],
    status: [
      'Audit tədbirinin planlaşdırma mərhələsi başa çatmış, sahə işləri davam edir.',
      'The planning phase of the audit is complete and fieldwork is under way.',
    ],
  },
  {
    title: [
      'Auditorlar üçün iqlim auditi üzrə təlim proqramı',
      'Climate audit training programme for auditors',
    ],
    intro: [
      'Proqram Palatanın auditorlarının iqlim siyasəti, ekoloji risklər və iqlim maliyyəsi sahəsində biliklərinin artırılmasına yönəlib. Təlimlər beynəlxalq ekspertlərin iştirakı ilə keçirilir.',
      "The programme aims to increase the knowledge of the Chamber's auditors on climate policy, environmental risks and climate finance. Training is delivered with the participation of international experts.",
    ],
    activities: [
      [
        'iqlim elminin əsasları və beynəlxalq öhdəliklər',
        'climate science basics and international commitments',
      ],
      [
        'INTOSAI WGEA-nın iqlim auditinə dair təlimatlarının tətbiqi',
        'applying the INTOSAI WGEA climate audit guidance',
      ],
      ['praktiki keyslər üzrə məşğələlər', 'practical case studies'],
    ],
    status: [
      'Proqramın ilk mərhələsində 40-dan çox auditor təlim keçmişdir.',
      'More than 40 auditors were trained in the first phase of the programme.',
    ],
  },
  {
    title: [
      'Su ehtiyatlarının idarə edilməsinin və quraqlığa hazırlığın auditi',
      'Audit of water resource management and drought preparedness',
    ],
    intro: [
      'Layihə iqlim dəyişmələri fonunda su ehtiyatlarının azalması risklərini nəzərə alaraq suvarma sistemlərinin, su anbarlarının və içməli su təchizatının idarə edilməsini qiymətləndirir.',
      'Against the background of climate change and the risk of declining water resources, the project assesses the management of irrigation systems, reservoirs and drinking water supply.',
    ],
    activities: [
      ['suvarma suyu itkilərinin qiymətləndirilməsi', 'assessing irrigation water losses'],
      [
        'su anbarlarının texniki vəziyyətinin yoxlanılması',
        'inspecting the technical condition of reservoirs',
      ],
      ['quraqlıq dövrləri üçün fəaliyyət planlarının təhlili', 'analysing drought action plans'],
    ],
    status: [
      'Audit nəticələri üzrə tövsiyələr Azərbaycan Su Ehtiyatları Dövlət Agentliyinə göndərilmişdir.',
      'Recommendations based on the audit results have been sent to the Azerbaijan State Water Resources Agency.',
    ],
  },
];

const international: Spec[] = [
  {
    title: [
      'Avropa İttifaqının Tvinninq layihəsi: xarici dövlət auditinin gücləndirilməsi',
      'EU Twinning project: strengthening external public audit',
    ],
    intro: [
      'Layihə Avropa İttifaqının maliyyə dəstəyi ilə Aİ-yə üzv dövlətlərin ali audit qurumları ilə birgə həyata keçirilir. Məqsəd Palatanın audit metodologiyasının və institusional potensialının Avropa standartlarına uyğunlaşdırılmasıdır.',
      "The project is funded by the European Union and implemented jointly with supreme audit institutions of EU member states. Its goal is to align the Chamber's audit methodology and institutional capacity with European standards.",
    ],
    activities: [
      ['audit təlimatlarının yenilənməsi', 'updating audit manuals'],
      ['pilot audit tədbirlərinin birgə aparılması', 'conducting pilot audits jointly'],
      ['auditorlar üçün təcrübə səfərlərinin təşkili', 'organising study visits for auditors'],
    ],
    status: [
      'Layihə çərçivəsində hazırlanmış təlimatlar Palatanın Kollegiyası tərəfindən təsdiq edilmişdir.',
      'Manuals developed under the project have been approved by the Board of the Chamber.',
    ],
  },
  {
    title: [
      'Türk Dövlətləri Təşkilatının ali audit qurumları üçün birgə təlim platforması',
      'Joint training platform for supreme audit institutions of the Organization of Turkic States',
    ],
    intro: [
      'Layihənin məqsədi türk dövlətlərinin ali audit qurumları üçün ortaq onlayn təlim platformasının yaradılmasıdır. Platforma təcrübə mübadiləsini sürətləndirəcək və təlim xərclərini azaldacaqdır.',
      'The project aims to create a common online training platform for the supreme audit institutions of the Turkic states. The platform will speed up the exchange of experience and reduce training costs.',
    ],
    activities: [
      ['təlim modullarının birgə hazırlanması', 'developing training modules jointly'],
      ['audit terminologiyası lüğətinin tərtibi', 'compiling a glossary of audit terminology'],
      ['ildə iki dəfə birgə seminarların keçirilməsi', 'holding joint seminars twice a year'],
    ],
    status: [
      'Platformanın ilk modulları istifadəyə verilmişdir.',
      'The first modules of the platform have been launched.',
    ],
  },
  {
    title: [
      'INTOSAI İnkişaf Təşəbbüsü ilə SAI PMF qiymətləndirməsi',
      'SAI PMF assessment with the INTOSAI Development Initiative',
    ],
    intro: [
      'Layihə çərçivəsində Palatanın fəaliyyəti ali audit qurumlarının fəaliyyətinin ölçülməsi çərçivəsi (SAI PMF) əsasında müstəqil qiymətləndirilmişdir. Qiymətləndirmə INTOSAI İnkişaf Təşəbbüsünün (IDI) metodoloji dəstəyi ilə aparılmışdır.',
      "Under the project, the Chamber's performance was independently assessed using the SAI Performance Measurement Framework (SAI PMF), with methodological support from the INTOSAI Development Initiative (IDI).",
    ],
    activities: [
      [
        'müstəqilliyin və hüquqi çərçivənin qiymətləndirilməsi',
        'assessing independence and the legal framework',
      ],
      ['audit keyfiyyətinin və hesabatlılığın təhlili', 'analysing audit quality and reporting'],
      [
        'qiymətləndirmə nəticələri əsasında inkişaf planının hazırlanması',
        'preparing a development plan based on the assessment',
      ],
    ],
    status: [
      'Qiymətləndirmə hesabatı Palatanın 2026–2030-cu illər üçün İnkişaf Strategiyasının hazırlanmasında əsas mənbələrdən biri olmuşdur.',
      "The assessment report was one of the main inputs to the Chamber's Development Strategy for 2026–2030.",
    ],
  },
  {
    title: [
      'Paralel audit: dövlət satınalmalarında rəqabət',
      'Parallel audit: competition in public procurement',
    ],
    intro: [
      'Layihə regionun bir neçə ali audit qurumu ilə birgə dövlət satınalmalarında rəqabətin səviyyəsini müqayisəli şəkildə qiymətləndirməyi nəzərdə tutur.',
      'The project involves a comparative assessment of the level of competition in public procurement, carried out jointly with several supreme audit institutions in the region.',
    ],
    activities: [
      ['ümumi metodologiyanın hazırlanması', 'preparing a common methodology'],
      ['milli satınalma məlumatlarının təhlili', 'analysing national procurement data'],
      ['müqayisəli hesabatın hazırlanması', 'preparing a comparative report'],
    ],
    status: [
      'Milli audit başa çatmış, ümumi hesabat üzərində iş davam edir.',
      'The national audit is complete and work on the joint report continues.',
    ],
  },
];

const institutional: Spec[] = [
  {
    title: [
      'Audit keyfiyyətinə nəzarət sisteminin təkmilləşdirilməsi',
      'Improving the audit quality control system',
    ],
    intro: [
      'Layihənin məqsədi ISSAI 140 standartına uyğun keyfiyyətə nəzarət sisteminin qurulmasıdır. Sistem audit hesabatlarının etibarlılığını və audit standartlarına uyğunluğunu təmin edəcəkdir.',
      'The project aims to build a quality control system in line with ISSAI 140. The system will ensure that audit reports are reliable and comply with audit standards.',
    ],
    activities: [
      ['keyfiyyətə nəzarət siyasətinin hazırlanması', 'preparing a quality control policy'],
      ['başa çatmış auditlərin müstəqil yoxlanılması', 'independent review of completed audits'],
      ['keyfiyyət göstəricilərinin monitorinqi', 'monitoring quality indicators'],
    ],
    status: [
      'Keyfiyyətə nəzarət siyasəti təsdiq edilmiş, ilk müstəqil yoxlamalar aparılmışdır.',
      'The quality control policy has been approved and the first independent reviews carried out.',
    ],
  },
  {
    title: [
      'Auditorların peşəkar sertifikatlaşdırılması proqramı',
      'Professional certification programme for auditors',
    ],
    intro: [
      'Proqram dövlət auditorları üçün mərhələli peşəkar sertifikatlaşdırma sisteminin yaradılmasına yönəlib. Sertifikatlaşdırma auditorların bilik və bacarıqlarının obyektiv qiymətləndirilməsinə imkan verəcəkdir.',
      "The programme aims to create a step-by-step professional certification system for public auditors, enabling an objective assessment of auditors' knowledge and skills.",
    ],
    activities: [
      ['kompetensiya çərçivəsinin hazırlanması', 'preparing a competency framework'],
      [
        'təlim modullarının və imtahan sisteminin yaradılması',
        'creating training modules and an examination system',
      ],
      [
        'INTOSAI-nin peşəkar inkişaf yanaşmalarına uyğunlaşdırma',
        'aligning with INTOSAI approaches to professional development',
      ],
    ],
    status: [
      'İlk qrup auditorlar sertifikatlaşdırma imtahanlarını uğurla vermişdir.',
      'The first group of auditors has passed the certification examinations.',
    ],
  },
  {
    title: [
      'Mentorluq və gənc kadrların inkişafı proqramı',
      'Mentoring and young staff development programme',
    ],
    intro: [
      'Proqram çərçivəsində işə yeni qəbul olunmuş auditorlara təcrübəli mentorlar təhkim olunur. Məqsəd gənc əməkdaşların peşəkar uyğunlaşmasını sürətləndirmək və institusional biliyin ötürülməsini təmin etməkdir.',
      'Under the programme, newly recruited auditors are paired with experienced mentors. The aim is to speed up the professional integration of young staff and ensure that institutional knowledge is passed on.',
    ],
    activities: [
      ['mentorların seçilməsi və hazırlanması', 'selecting and training mentors'],
      ['fərdi inkişaf planlarının tərtibi', 'drawing up individual development plans'],
      ['proqramın nəticələrinin qiymətləndirilməsi', 'evaluating the results of the programme'],
    ],
    status: [
      'Proqramın birinci mərhələsində 25 gənc əməkdaş iştirak edir.',
      'Twenty-five young staff members are taking part in the first phase of the programme.',
    ],
  },
  {
    title: [
      'Vətəndaşlarla ünsiyyət strategiyasının hazırlanması',
      'Developing a citizen communication strategy',
    ],
    intro: [
      'Layihənin məqsədi audit nəticələrinin vətəndaşlara daha anlaşıqlı formada çatdırılmasıdır. Bunun üçün Palatanın kommunikasiya vasitələri yenilənir və yeni məlumat formatları hazırlanır.',
      "The project aims to communicate audit results to citizens in a more accessible form. To this end, the Chamber's communication channels are being updated and new information formats developed.",
    ],
    activities: [
      [
        'audit hesabatlarının vətəndaşlar üçün xülasələrinin hazırlanması',
        'preparing citizen summaries of audit reports',
      ],
      [
        'infoqrafiklərin və video materialların hazırlanması',
        'producing infographics and video materials',
      ],
      ['vətəndaş cəmiyyəti ilə müntəzəm görüşlər', 'holding regular meetings with civil society'],
    ],
    status: [
      'Strategiya çərçivəsində saytda “Büdcə xülasəsi” və “Hesabat xülasəsi” bölmələri yaradılmışdır.',
      'As part of the strategy, “Budget summary” and “Report summary” sections have been created on the website.',
    ],
  },
];

const digital: Spec[] = [
  {
    title: ['Audit prosesinin elektron idarəetmə sistemi', 'Electronic audit management system'],
    intro: [
      'Sistem audit tədbirlərinin planlaşdırılmasından hesabatın təsdiqinədək bütün mərhələlərin elektron qaydada aparılmasını təmin edir. Bu, işin şəffaflığını artırır və sənədlərin itməsi riskini aradan qaldırır.',
      'The system handles every stage of an audit electronically, from planning to approval of the report. This increases transparency and eliminates the risk of documents being lost.',
    ],
    activities: [
      [
        'iş sənədlərinin elektron arxivinin yaradılması',
        'creating an electronic archive of working papers',
      ],
      ['audit qrupları arasında onlayn əməkdaşlıq', 'online collaboration between audit teams'],
      ['tövsiyələrin icrasının avtomatik izlənilməsi', 'automatic follow-up of recommendations'],
    ],
    status: [
      'Sistemin ikinci mərhələsi istismara verilmişdir.',
      'The second phase of the system has been put into operation.',
    ],
  },
  {
    title: ['Məlumat analitikası mərkəzinin yaradılması', 'Setting up a data analytics centre'],
    intro: [
      'Mərkəz xəzinədarlıq, satınalma və digər dövlət informasiya sistemlərinin məlumatlarının təhlili əsasında risklərin müəyyən edilməsinə xidmət edəcəkdir. Nəticələr illik iş planının hazırlanmasında istifadə olunacaqdır.',
      'The centre will identify risks by analysing data from treasury, procurement and other state information systems. Its results will be used in preparing the annual work plan.',
    ],
    activities: [
      ['məlumat mübadiləsinə dair sazişlərin imzalanması', 'signing data-sharing agreements'],
      ['analitik alətlərin tətbiqi', 'introducing analytical tools'],
      ['analitik kadrların hazırlanması', 'training analysts'],
    ],
    status: [
      'Mərkəzin pilot fəaliyyəti çərçivəsində satınalma məlumatları əsasında risk göstəriciləri hazırlanmışdır.',
      'In its pilot phase, the centre has developed risk indicators based on procurement data.',
    ],
  },
  {
    title: ['Audit nəticələrinin açıq məlumat portalı', 'Open data portal for audit results'],
    intro: [
      'Layihə audit nəticələrinin və tövsiyələrin maşınla oxunan formatda dərcini nəzərdə tutur. Portal tədqiqatçılara və vətəndaş cəmiyyətinə müstəqil təhlil aparmaq imkanı verəcəkdir.',
      'The project provides for publishing audit results and recommendations in a machine-readable format. The portal will allow researchers and civil society to carry out independent analysis.',
    ],
    activities: [
      ['məlumat standartının hazırlanması', 'developing a data standard'],
      [
        'portalın Palatanın saytına inteqrasiyası',
        "integrating the portal into the Chamber's website",
      ],
      ['istifadəçilərdən rəy toplanması', 'collecting user feedback'],
    ],
    status: [
      'Portalın ilk versiyası istifadəyə verilmişdir.',
      'The first version of the portal has been launched.',
    ],
  },
];

/** Projects, newest first, with the categories mixed. */
export const projects: ProjectDoc[] = interleave<ProjectDoc>([
  climate.map((s, i) => project(CATEGORY.iqlim, s, i)),
  international.map((s, i) => project(CATEGORY.beynelxalq, s, i + 1)),
  institutional.map((s, i) => project(CATEGORY.institusional, s, i + 2)),
  digital.map((s, i) => project(CATEGORY.reqemsal, s, i)),
]);
