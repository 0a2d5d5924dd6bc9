/**
 * Templated news: memoranda with other supreme audit institutions, visits of
 * foreign delegations, international meetings, and receptions of citizens in
 * the regions.
 */
import type { Doc } from './types';
import { a, doc, html, p, pick, slice, ul } from './helpers';

/* ------------------------------------------------------------------ */
/* Memoranda and visits                                                */
/* ------------------------------------------------------------------ */

interface Sai {
  nom: string;
  gen: string;
  en: string;
  focusAz: string;
  focusEn: string;
}

const memoSais: Sai[] = [
  {
    nom: 'Türkiyə Cümhuriyyəti Sayıştayı',
    gen: 'Türkiyə Cümhuriyyəti Sayıştayının',
    en: 'the Turkish Court of Accounts',
    focusAz: 'səmərəlilik auditi və audit keyfiyyətinə nəzarət',
    focusEn: 'performance auditing and audit quality control',
  },
  {
    nom: 'Özbəkistan Respublikasının Hesablama Palatası',
    gen: 'Özbəkistan Respublikasının Hesablama Palatasının',
    en: 'the Accounts Chamber of the Republic of Uzbekistan',
    focusAz: 'dövlət büdcəsinin icrasına nəzarət və informasiya texnologiyaları auditi',
    focusEn: 'oversight of state budget execution and IT auditing',
  },
  {
    nom: 'Macarıstanın Dövlət Audit İdarəsi',
    gen: 'Macarıstanın Dövlət Audit İdarəsinin',
    en: 'the State Audit Office of Hungary',
    focusAz: 'dövlət qurumlarında dürüstlük siyasəti və korrupsiya risklərinin qiymətləndirilməsi',
    focusEn: 'integrity policy and corruption risk assessment in public bodies',
  },
  {
    nom: 'Gürcüstanın Dövlət Audit Ofisi',
    gen: 'Gürcüstanın Dövlət Audit Ofisinin',
    en: 'the State Audit Office of Georgia',
    focusAz: 'dövlət borcunun auditi və audit nəticələrinin açıq məlumat kimi dərci',
    focusEn: 'public debt auditing and the publication of audit results as open data',
  },
  {
    nom: 'Qazaxıstan Respublikasının Ali Audit Palatası',
    gen: 'Qazaxıstan Respublikasının Ali Audit Palatasının',
    en: 'the Supreme Audit Chamber of the Republic of Kazakhstan',
    focusAz: 'dövlət şirkətlərinin və kvazidövlət sektorunun auditi',
    focusEn: 'auditing state-owned companies and the quasi-public sector',
  },
];

const visitSais: Sai[] = [
  {
    nom: 'Pakistan İslam Respublikasının Baş Auditor Departamenti',
    gen: 'Pakistan İslam Respublikasının Baş Auditor Departamentinin',
    en: 'the Department of the Auditor-General of Pakistan',
    focusAz: 'dövlət büdcəsi layihəsinə rəyin hazırlanması təcrübəsi',
    focusEn: 'the practice of preparing opinions on the draft state budget',
  },
  {
    nom: 'Qırğız Respublikasının Hesablama Palatası',
    gen: 'Qırğız Respublikasının Hesablama Palatasının',
    en: 'the Accounts Chamber of the Kyrgyz Republic',
    focusAz: 'informasiya texnologiyaları auditinin təşkili',
    focusEn: 'organising IT audits',
  },
  {
    nom: 'Çin Xalq Respublikasının Milli Audit İdarəsi',
    gen: 'Çin Xalq Respublikasının Milli Audit İdarəsinin',
    en: "the National Audit Office of the People's Republic of China",
    focusAz: 'dövlət investisiya layihələrinin auditi',
    focusEn: 'auditing public investment projects',
  },
  {
    nom: 'Polşa Respublikasının Ali Nəzarət Palatası',
    gen: 'Polşa Respublikasının Ali Nəzarət Palatasının',
    en: 'the Supreme Audit Office of Poland',
    focusAz: 'audit tövsiyələrinin icrasının izlənilməsi sistemi',
    focusEn: 'the system for following up audit recommendations',
  },
  {
    nom: 'Rumıniya Hesablama Məhkəməsi',
    gen: 'Rumıniya Hesablama Məhkəməsinin',
    en: 'the Romanian Court of Accounts',
    focusAz: 'maliyyə auditinin metodologiyası',
    focusEn: 'financial audit methodology',
  },
];

const cooperation: Array<[string, string]> = [
  [
    'audit metodologiyası və standartları üzrə məlumat mübadiləsi',
    'exchanging information on audit methodology and standards',
  ],
  [
    'auditorlar üçün birgə təlim və seminarların təşkili',
    'organising joint training and seminars for auditors',
  ],
  [
    'paralel və ya əlaqələndirilmiş audit tədbirlərinin aparılması',
    'conducting parallel or coordinated audits',
  ],
  ['mütəxəssislərin qarşılıqlı təcrübə səfərlərinin təşkili', 'arranging study visits for staff'],
  [
    'beynəlxalq təşkilatlarda mövqelərin əlaqələndirilməsi',
    'coordinating positions in international organisations',
  ],
];

function memoNews(s: Sai, i: number): Doc {
  const items = slice(cooperation, i, 3);
  return doc(
    `Hesablama Palatası ilə ${s.nom} arasında anlaşma memorandumu imzalandı`,
    html(
      p(
        `Hesablama Palatasının sədri və ${s.gen} rəhbəri ikitərəfli əməkdaşlığa dair anlaşma memorandumu imzalamışlar. Sənəd ${s.focusAz} sahələrində təcrübə mübadiləsini nəzərdə tutur.`,
      ),
      p('Memorandum çərçivəsində tərəflər aşağıdakı istiqamətlərdə birgə fəaliyyət göstərəcəklər:'),
      ul(items.map((x) => x[0])),
      p(
        'Tərəflər INTOSAI və regional təşkilatlar çərçivəsində mövcud əməkdaşlığı yüksək qiymətləndirmiş, memorandumun icrası üzrə iki illik fəaliyyət planının hazırlanması barədə razılığa gəlmişlər.',
      ),
      p(
        'Memorandum beş il müddətinə imzalanmışdır və tərəflərin razılığı ilə uzadıla bilər. Görüşdə həmçinin gələn il birgə təlim seminarının keçirilməsi imkanları müzakirə olunmuşdur.',
      ),
    ),
    `The Chamber of Accounts and ${s.en} sign a memorandum of understanding`,
    html(
      p(
        `The Chairman of the Chamber of Accounts and the head of ${s.en} signed a memorandum of understanding on bilateral cooperation. The document provides for the exchange of experience in ${s.focusEn}.`,
      ),
      p('Under the memorandum, the two institutions will work together on:'),
      ul(items.map((x) => x[1])),
      p(
        'Both sides praised their existing cooperation within INTOSAI and regional organisations and agreed to draw up a two-year action plan to implement the memorandum.',
      ),
      p(
        'The memorandum has been signed for five years and may be extended by mutual agreement. The two sides also discussed the possibility of holding a joint training seminar next year.',
      ),
    ),
  );
}

function visitNews(s: Sai): Doc {
  return doc(
    `${s.gen} nümayəndə heyəti Hesablama Palatasında səfərdə olub`,
    html(
      p(
        `${s.gen} nümayəndə heyəti təcrübə mübadiləsi məqsədilə Hesablama Palatasında səfərdə olmuşdur. Qonaqları qəbul edən Palatanın sədrinin müavini onlara Palatanın mandatı, strukturu və son illərdə həyata keçirilmiş institusional islahatlar barədə məlumat vermişdir.`,
      ),
      p(
        `Səfər çərçivəsində Palatanın struktur bölmələrinin rəhbərləri ${s.focusAz} mövzusunda təqdimatlar etmiş, qonaqların suallarını cavablandırmışlar. Tərəflər audit prosesinin rəqəmsallaşdırılması sahəsində əldə olunmuş nəticələri də müzakirə etmişlər.`,
      ),
      p(
        'Səfər proqramı çərçivəsində nümayəndə heyəti Palatanın Kollegiyasının açıq iclasını izləmiş, audit hesabatlarının müzakirəsi və təsdiqi qaydası ilə yaxından tanış olmuşdur. Qonaqlar göstərilən qonaqpərvərliyə görə minnətdarlıqlarını bildirmiş və gələcəkdə birgə təlimlərin keçirilməsinə maraq göstərmişlər.',
      ),
    ),
    `Delegation of ${s.en} visits the Chamber of Accounts`,
    html(
      p(
        `A delegation of ${s.en} visited the Chamber of Accounts to exchange experience. The Deputy Chairman of the Chamber received the guests and briefed them on the Chamber's mandate, structure and the institutional reforms of recent years.`,
      ),
      p(
        `During the visit, heads of the Chamber's units gave presentations on ${s.focusEn} and answered the guests' questions. The two sides also discussed progress in digitalising the audit process.`,
      ),
      p(
        "As part of the programme, the delegation observed an open meeting of the Chamber's Board and learned how audit reports are discussed and approved. The guests thanked their hosts for their hospitality and expressed interest in holding joint training in future.",
      ),
    ),
  );
}

/** Memoranda (5). */
export const memoNews5: Doc[] = memoSais.map(memoNews);
/** Visits of foreign delegations (5). */
export const visitNews5: Doc[] = visitSais.map(visitNews);

/* ------------------------------------------------------------------ */
/* International meetings                                              */
/* ------------------------------------------------------------------ */

interface IntlEvent {
  nomAz: string;
  locAz: string;
  en: string;
  site: string;
  agenda: Array<[string, string]>;
}

const events: IntlEvent[] = [
  {
    nomAz: 'INTOSAI-nin Peşəkar Standartlar Komitəsinin illik iclası',
    locAz: 'INTOSAI-nin Peşəkar Standartlar Komitəsinin illik iclasında',
    en: 'the annual meeting of the INTOSAI Professional Standards Committee',
    site: 'https://www.intosai.org',
    agenda: [
      [
        'INTOSAI peşəkar pronunsiamentlər çərçivəsinin yenilənməsi',
        'updating the INTOSAI Framework of Professional Pronouncements',
      ],
      ['yeni audit təlimatlarının layihələrinin müzakirəsi', 'discussing draft audit guidance'],
      [
        'standartların tərcüməsi və tətbiqi təcrübəsi',
        'experience in translating and applying the standards',
      ],
    ],
  },
  {
    nomAz: 'EUROSAI İdarə Heyətinin iclası',
    locAz: 'EUROSAI İdarə Heyətinin iclasında',
    en: 'the EUROSAI Governing Board meeting',
    site: 'https://www.eurosai.org',
    agenda: [
      [
        'EUROSAI-nin strateji planının icrasının gedişi',
        'progress in implementing the EUROSAI Strategic Plan',
      ],
      ['işçi qrupların fəaliyyət hesabatları', 'activity reports of the working groups'],
      [
        'təşkilatın büdcəsi və növbəti tədbirlərin təqvimi',
        "the organisation's budget and calendar of upcoming events",
      ],
    ],
  },
  {
    nomAz: 'ASOSAI İdarə Heyətinin iclası',
    locAz: 'ASOSAI İdarə Heyətinin iclasında',
    en: 'the ASOSAI Governing Board meeting',
    site: 'https://www.asosai.org',
    agenda: [
      [
        'ASOSAI-nin strateji planının icrasının gedişi',
        "progress in implementing ASOSAI's strategic plan",
      ],
      [
        'regionda potensialın gücləndirilməsi proqramları',
        'capacity development programmes in the region',
      ],
      [
        'fövqəladə hallara hazırlığın auditi üzrə birgə layihə',
        'a joint project on auditing disaster preparedness',
      ],
    ],
  },
  {
    nomAz: 'EUROSAI-nin Ətraf Mühit Auditi üzrə İşçi Qrupunun illik iclası',
    locAz: 'EUROSAI-nin Ətraf Mühit Auditi üzrə İşçi Qrupunun illik iclasında',
    en: 'the annual meeting of the EUROSAI Working Group on Environmental Auditing',
    site: 'https://www.eurosai.org',
    agenda: [
      [
        'iqlimə uyğunlaşma siyasətinin əlaqələndirilmiş auditi',
        'the coordinated audit of climate adaptation policy',
      ],
      ['su resurslarının idarə edilməsinin auditi', 'auditing water resource management'],
      [
        'ekoloji auditlərdə geoməkan məlumatlarından istifadə',
        'using geospatial data in environmental audits',
      ],
    ],
  },
  {
    nomAz: 'INTOSAI-nin Dövlət Borcu üzrə İşçi Qrupunun iclası',
    locAz: 'INTOSAI-nin Dövlət Borcu üzrə İşçi Qrupunun iclasında',
    en: 'the meeting of the INTOSAI Working Group on Public Debt',
    site: 'https://www.intosai.org',
    agenda: [
      ['dövlət borcunun dayanıqlığının qiymətləndirilməsi', 'assessing public debt sustainability'],
      [
        'dövlət zəmanətləri ilə bağlı fiskal risklərin auditi',
        'auditing fiscal risks arising from state guarantees',
      ],
      ['borc idarəçiliyi məlumatlarının şəffaflığı', 'transparency of debt management data'],
    ],
  },
  {
    nomAz: 'Türk Dövlətləri Təşkilatına üzv dövlətlərin ali audit qurumları rəhbərlərinin görüşü',
    locAz:
      'Türk Dövlətləri Təşkilatına üzv dövlətlərin ali audit qurumları rəhbərlərinin görüşündə',
    en: 'the meeting of heads of supreme audit institutions of the Organization of Turkic States',
    site: 'https://www.intosai.org',
    agenda: [
      ['birgə audit proqramının hazırlanması', 'preparing a joint audit programme'],
      [
        'auditorlar üçün ortaq təlim platformasının yaradılması',
        'creating a common training platform for auditors',
      ],
      ['audit terminologiyasının uzlaşdırılması', 'harmonising audit terminology'],
    ],
  },
  {
    nomAz: 'INTOSAI-nin İT Auditi üzrə İşçi Qrupunun (WGITA) iclası',
    locAz: 'INTOSAI-nin İT Auditi üzrə İşçi Qrupunun (WGITA) iclasında',
    en: 'the meeting of the INTOSAI Working Group on IT Audit (WGITA)',
    site: 'https://www.intosai.org',
    agenda: [
      [
        'süni intellekt sistemlərinin auditinə dair təlimat layihəsi',
        'draft guidance on auditing artificial intelligence systems',
      ],
      ['elektron hökumət xidmətlərinin auditi', 'auditing e-government services'],
      ['kibertəhlükəsizlik üzrə paralel audit', 'a parallel audit on cybersecurity'],
    ],
  },
  {
    nomAz: 'INTOSAI-nin Potensialın Gücləndirilməsi Komitəsinin iclası',
    locAz: 'INTOSAI-nin Potensialın Gücləndirilməsi Komitəsinin iclasında',
    en: 'the meeting of the INTOSAI Capacity Building Committee',
    site: 'https://www.intosai.org',
    agenda: [
      [
        'ali audit qurumlarında peşəkar sertifikatlaşdırma',
        'professional certification in supreme audit institutions',
      ],
      ['donor təşkilatları ilə əməkdaşlıq', 'cooperation with donor organisations'],
      ['gənc liderlər proqramının nəticələri', 'results of the young leaders programme'],
    ],
  },
];

const formatsAz = ['onlayn formatda', 'əyani formatda', 'hibrid formatda'];
const formatsEn = ['online', 'in person', 'in a hybrid format'];

const contributions: Array<[string, string]> = [
  [
    'çıxış edərək Azərbaycanda bu sahədə aparılmış audit tədbirlərinin nəticələri barədə məlumat vermişdir',
    'spoke about the results of audits carried out in this field in Azerbaijan',
  ],
  [
    'Palatanın bu istiqamətdə həyata keçirdiyi layihələri təqdim etmişdir',
    "presented the Chamber's projects in this area",
  ],
  [
    'növbəti illər üçün iş planına dair təkliflər irəli sürmüşdür',
    'put forward proposals for the work plan for the coming years',
  ],
];

function eventNews(e: IntlEvent, i: number): Doc {
  const c = pick(contributions, i);
  const first = e.nomAz.charAt(0).toUpperCase() + e.nomAz.slice(1);
  const enFirst = e.en.charAt(0).toUpperCase() + e.en.slice(1);
  const byDelegation = i % 2 === 0;
  return doc(
    byDelegation
      ? `Hesablama Palatasının nümayəndə heyəti ${e.locAz} iştirak edib`
      : `Hesablama Palatası ${e.locAz} təmsil olunub`,
    html(
      p(
        `${first} ${pick(formatsAz, i)} keçirilmişdir. Tədbirdə Hesablama Palatasının nümayəndə heyəti də iştirak etmişdir.`,
      ),
      p('Gündəliyə daxil edilmiş məsələlər sırasında aşağıdakılar olmuşdur:'),
      ul(e.agenda.map((x) => x[0])),
      p(
        `Palatanın nümayəndəsi ${c[0]}. Tədbirin yekunlarına dair məlumat Palatanın rəhbərliyinə təqdim olunmuş, müzakirə edilən yanaşmaların Palatanın audit təcrübəsində tətbiqi imkanları öyrəniləcəkdir.`,
      ),
      p(
        'Qeyd edək ki, Hesablama Palatası bu platformanın işində mütəmadi olaraq iştirak edir və onun tövsiyələrini öz metodoloji sənədlərində nəzərə alır.',
      ),
      p(
        `Tədbirin materialları ilə ${a(e.site, 'təşkilatın rəsmi saytında')} tanış olmaq mümkündür.`,
      ),
    ),
    byDelegation
      ? `Chamber of Accounts delegation attends ${e.en}`
      : `Chamber of Accounts represented at ${e.en}`,
    html(
      p(
        `${enFirst} was held ${pick(formatsEn, i)}, with a delegation of the Chamber of Accounts taking part.`,
      ),
      p('The agenda included:'),
      ul(e.agenda.map((x) => x[1])),
      p(
        `The Chamber's representative ${c[1]}. A report on the meeting has been submitted to the Chamber's leadership, and the scope for applying the approaches discussed in the Chamber's audit practice will be explored.`,
      ),
      p(
        'The Chamber of Accounts takes part regularly in the work of this forum and reflects its recommendations in its own methodological documents.',
      ),
      p(`Materials from the meeting are available on ${a(e.site, "the organisation's website")}.`),
    ),
  );
}

/** International meetings (8). */
export const eventNews8: Doc[] = events.map(eventNews);

/* ------------------------------------------------------------------ */
/* Receptions of citizens                                              */
/* ------------------------------------------------------------------ */

interface City {
  loc: string;
  en: string;
  nearAz: string;
  nearEn: string;
}

const cities: City[] = [
  {
    loc: 'Gəncə şəhərində',
    en: 'Ganja',
    nearAz: 'Goranboy, Samux, Göygöl və Daşkəsən',
    nearEn: 'Goranboy, Samukh, Goygol and Dashkasan',
  },
  {
    loc: 'Şəki şəhərində',
    en: 'Shaki',
    nearAz: 'Oğuz, Qax və Qəbələ',
    nearEn: 'Oguz, Gakh and Gabala',
  },
  {
    loc: 'Lənkəran şəhərində',
    en: 'Lankaran',
    nearAz: 'Astara, Masallı və Lerik',
    nearEn: 'Astara, Masalli and Lerik',
  },
  {
    loc: 'Quba şəhərində',
    en: 'Guba',
    nearAz: 'Qusar, Xaçmaz və Şabran',
    nearEn: 'Gusar, Khachmaz and Shabran',
  },
  {
    loc: 'Mingəçevir şəhərində',
    en: 'Mingachevir',
    nearAz: 'Yevlax, Ağdaş və Zərdab',
    nearEn: 'Yevlakh, Agdash and Zardab',
  },
  {
    loc: 'Şirvan şəhərində',
    en: 'Shirvan',
    nearAz: 'Hacıqabul, Salyan və Neftçala',
    nearEn: 'Hajigabul, Salyan and Neftchala',
  },
  {
    loc: 'Sumqayıt şəhərində',
    en: 'Sumgait',
    nearAz: 'Abşeron və Xızı',
    nearEn: 'Absheron and Khizi',
  },
  {
    loc: 'Naxçıvan şəhərində',
    en: 'Nakhchivan',
    nearAz: 'Şərur, Babək və Ordubad',
    nearEn: 'Sharur, Babek and Ordubad',
  },
];

const concerns: Array<[string, string]> = [
  [
    'yaşayış binalarının əsaslı təmirinə ayrılmış vəsaitlərin istifadəsi',
    'the use of funds for major repairs of residential buildings',
  ],
  [
    'kənd yollarının tikintisi və təmiri işlərinin keyfiyyəti',
    'the quality of rural road construction and repair',
  ],
  ['sosial ödənişlərin təyin edilməsi', 'the award of social benefits'],
  ['içməli su və qaz təchizatının yaxşılaşdırılması', 'improving drinking water and gas supply'],
  ['təhsil və səhiyyə müəssisələrinin təmiri', 'repairs of schools and health facilities'],
  ['fermerlərə verilən subsidiyalar', 'subsidies to farmers'],
];

function receptionNews(c: City, i: number): Doc {
  const deputy = i % 2 === 1;
  const roleAz = deputy ? 'sədrinin müavini' : 'sədri';
  const roleEn = deputy ? 'Deputy Chairman' : 'Chairman';
  const items = slice(concerns, i, 3);
  return doc(
    `Palatanın ${roleAz} ${c.loc} vətəndaşları qəbul edib`,
    html(
      p(
        `Hesablama Palatasının ${roleAz} ${c.loc} vətəndaşların qəbulunu keçirmişdir. Qəbulda şəhər sakinləri ilə yanaşı, ${c.nearAz} rayonlarının sakinləri də iştirak etmişlər.`,
      ),
      p('Vətəndaşların müraciətləri əsasən aşağıdakı məsələlərlə bağlı olmuşdur:'),
      ul(items.map((x) => x[0])),
      p(
        'Müraciətlərin bir qismi yerindəcə cavablandırılmış, Palatanın səlahiyyətlərinə aid olan məsələlər isə audit tədbirlərinin planlaşdırılması zamanı nəzərə alınmaq üçün qeydiyyata götürülmüşdür. Digər müraciətlər aidiyyəti üzrə dövlət orqanlarına göndərilmişdir.',
      ),
      p(
        `Qəbul zamanı qaldırılan məsələlərin həlli Palatanın müvafiq struktur bölməsinin nəzarətində saxlanılacaqdır.${i % 3 === 0 ? ' Vətəndaşlar müraciətlərini Palatanın rəsmi saytındakı “Sorğu və müraciətlər” bölməsi vasitəsilə də göndərə bilərlər.' : ''}`,
      ),
    ),
    `${roleEn} of the Chamber receives citizens in ${c.en}`,
    html(
      p(
        `The ${roleEn} of the Chamber of Accounts held a reception for citizens in ${c.en}. Besides city residents, people from the ${c.nearEn} districts attended.`,
      ),
      p('Most of the questions raised concerned:'),
      ul(items.map((x) => x[1])),
      p(
        "Some questions were answered on the spot, while matters within the Chamber's remit were registered for consideration when audits are planned. Other submissions were forwarded to the relevant state bodies.",
      ),
      p(
        `The Chamber's relevant unit will keep track of the issues raised during the reception.${i % 3 === 0 ? " Citizens can also submit requests through the “Requests and appeals” section of the Chamber's website." : ''}`,
      ),
    ),
  );
}

/** Receptions of citizens (8). */
export const receptionNews8: Doc[] = cities.map(receptionNews);
