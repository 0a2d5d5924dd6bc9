/**
 * Templated news: Board (Kollegiya) meetings on audit results, and staff
 * training events. Slot values carry the already-inflected Azerbaijani forms.
 */
import type { Doc } from './types';
import { findingsFor } from './audit-findings';
import { doc, html, p, pick, quote, ul } from './helpers';
import { SAHE } from './lookups';

/* ------------------------------------------------------------------ */
/* Board meetings                                                      */
/* ------------------------------------------------------------------ */

interface Audited {
  /** genitive: "Səhiyyə Nazirliyinin" */
  gen: string;
  /** locative: "Səhiyyə Nazirliyində" */
  loc: string;
  en: string;
  sahe: number;
  topicAz: string;
  topicEn: string;
  /** 0-based indexes into the area's findings */
  findings: number[];
}

const audited: Audited[] = [
  {
    gen: 'Səhiyyə Nazirliyinin',
    loc: 'Səhiyyə Nazirliyində',
    en: 'the Ministry of Health',
    sahe: SAHE.sehiyye,
    findings: [0, 1, 2],
    topicAz:
      'tibb müəssisələrinin dərman vasitələri və tibbi avadanlıqla təchizatına yönəldilmiş vəsaitlərin istifadəsi',
    topicEn:
      'the use of funds for supplying medical institutions with medicines and medical equipment',
  },
  {
    gen: 'Bakı Nəqliyyat Agentliyinin',
    loc: 'Bakı Nəqliyyat Agentliyində',
    en: 'the Baku Transport Agency',
    sahe: SAHE.neqliyyat,
    findings: [3, 6, 4],
    topicAz:
      'ictimai nəqliyyat marşrutlarının subsidiyalaşdırılması və avtobus parkının yenilənməsinə ayrılmış vəsaitlərin istifadəsi',
    topicEn: 'subsidies to public transport routes and the use of funds for renewing the bus fleet',
  },
  {
    gen: 'Kənd Təsərrüfatı Nazirliyinin',
    loc: 'Kənd Təsərrüfatı Nazirliyində',
    en: 'the Ministry of Agriculture',
    sahe: SAHE.kend,
    findings: [0, 6, 2],
    topicAz: 'fermerlərə verilən subsidiyaların təyinatı və ödənilməsi',
    topicEn: 'the award and payment of subsidies to farmers',
  },
  {
    gen: '“Azərsu” ASC-nin',
    loc: '“Azərsu” ASC-də',
    en: 'Azersu OJSC',
    sahe: SAHE.energetika,
    findings: [5, 1, 4],
    topicAz: 'regionlarda su təchizatı və kanalizasiya layihələrinin icrası',
    topicEn: 'the implementation of water supply and sewerage projects in the regions',
  },
  {
    gen: 'Elm və Təhsil Nazirliyinin',
    loc: 'Elm və Təhsil Nazirliyində',
    en: 'the Ministry of Science and Education',
    sahe: SAHE.tehsil,
    findings: [0, 7, 1],
    topicAz: 'ümumi təhsil müəssisələrinin tikintisi və təmirinə ayrılmış vəsaitlərin istifadəsi',
    topicEn: 'the use of funds for building and repairing general education schools',
  },
  {
    gen: 'Azərbaycan Avtomobil Yolları Dövlət Agentliyinin',
    loc: 'Azərbaycan Avtomobil Yolları Dövlət Agentliyində',
    en: 'the Azerbaijan Automobile Roads State Agency',
    sahe: SAHE.neqliyyat,
    findings: [0, 2, 1],
    topicAz: 'yerli əhəmiyyətli avtomobil yollarının tikintisi və təmiri',
    topicEn: 'the construction and repair of local roads',
  },
  {
    gen: 'Əmək və Əhalinin Sosial Müdafiəsi Nazirliyinin',
    loc: 'Əmək və Əhalinin Sosial Müdafiəsi Nazirliyində',
    en: 'the Ministry of Labour and Social Protection of Population',
    sahe: SAHE.sosial,
    findings: [2, 4, 0],
    topicAz: 'sosial xidmət müəssisələrinin maliyyələşdirilməsi',
    topicEn: 'the financing of social service institutions',
  },
  {
    gen: 'Ekologiya və Təbii Sərvətlər Nazirliyinin',
    loc: 'Ekologiya və Təbii Sərvətlər Nazirliyində',
    en: 'the Ministry of Ecology and Natural Resources',
    sahe: SAHE.etraf,
    findings: [0, 5, 1],
    topicAz: 'meşəsalma və yaşıllaşdırma tədbirlərinin icrası',
    topicEn: 'the implementation of afforestation and greening measures',
  },
  {
    gen: '“Azərbaycan Dəmir Yolları” QSC-nin',
    loc: '“Azərbaycan Dəmir Yolları” QSC-də',
    en: 'Azerbaijan Railways CJSC',
    sahe: SAHE.neqliyyat,
    findings: [5, 4, 1],
    topicAz: 'sərnişin vaqonlarının alınması və dəmir yolu infrastrukturunun modernləşdirilməsi',
    topicEn: 'the purchase of passenger carriages and the modernisation of railway infrastructure',
  },
  {
    gen: 'İcbari Tibbi Sığorta üzrə Dövlət Agentliyinin',
    loc: 'İcbari Tibbi Sığorta üzrə Dövlət Agentliyində',
    en: 'the State Agency on Mandatory Health Insurance',
    sahe: SAHE.sehiyye,
    findings: [3, 11, 10],
    topicAz: 'tibbi xidmətlər zərfi üzrə tibb müəssisələrinə edilən ödənişlərin əsaslandırılması',
    topicEn:
      'the justification of payments to medical institutions under the medical services package',
  },
  {
    gen: '“Azəristiliktəchizat” ASC-nin',
    loc: '“Azəristiliktəchizat” ASC-də',
    en: 'Azeristiliktechizat OJSC',
    sahe: SAHE.energetika,
    findings: [11, 1, 4],
    topicAz: 'qazanxanaların yenidən qurulması və istilik təchizatının fasiləsizliyi',
    topicEn: 'the reconstruction of boiler houses and the continuity of heat supply',
  },
  {
    gen: 'Dövlət Məşğulluq Agentliyinin',
    loc: 'Dövlət Məşğulluq Agentliyində',
    en: 'the State Employment Agency',
    sahe: SAHE.sosial,
    findings: [7, 3, 1],
    topicAz:
      'aktiv məşğulluq tədbirlərinin, o cümlədən peşə hazırlığı kurslarının maliyyələşdirilməsi',
    topicEn: 'the funding of active labour market measures, including vocational training courses',
  },
];

function boardTitle(x: Audited, i: number): { az: string; en: string } {
  switch (i % 3) {
    case 0:
      return {
        az: `${x.gen} fəaliyyətinə dair audit tədbirinin nəticələri Kollegiyada müzakirə edildi`,
        en: `Board discusses the results of the audit of ${x.en}`,
      };
    case 1:
      return {
        az: `${x.loc} aparılmış audit tədbirinin hesabatı təsdiq edildi`,
        en: `Report on the audit of ${x.en} approved`,
      };
    default:
      return {
        az: `${x.gen} auditinin yekunları açıqlandı`,
        en: `Audit results for ${x.en} published`,
      };
  }
}

function boardNews(x: Audited, i: number): Doc {
  const t = boardTitle(x, i);
  const pool = findingsFor(x.sahe);
  const findings = x.findings.map((k) => pick(pool, k));
  const withQuote = i % 4 === 3;
  const withSummary = i % 3 === 1;
  return doc(
    t.az,
    html(
      p(
        `Hesablama Palatasının Kollegiyasının növbəti iclasında ${x.gen} fəaliyyətinə dair aparılmış audit tədbirinin nəticələri barədə hesabat müzakirə olunmuşdur. Audit zamanı ${x.topicAz} xüsusi diqqət mərkəzində olmuşdur.`,
      ),
      p(
        'Hesabatda qeyd olunur ki, audit zamanı bir sıra çatışmazlıqlar, o cümlədən aşağıdakılar müəyyən edilmişdir:',
      ),
      ul(findings.map((f) => f.az)),
      withQuote
        ? html(
            p('Palatanın sədri iclasda çıxış edərək bildirmişdir:'),
            quote(
              'Auditin məqsədi təkcə nöqsanları aşkar etmək deyil, həm də dövlət vəsaitlərinin idarə olunmasının keyfiyyətini yüksəltməkdir. Tövsiyələrin icrası bu baxımdan audit prosesinin ayrılmaz hissəsidir.',
            ),
          )
        : '',
      p(
        'Müzakirələrdən sonra Kollegiya hesabatı təsdiq etmiş, aşkar edilmiş nöqsanların aradan qaldırılması üçün audit obyektinə tövsiyələrin göndərilməsi və onların icrasının izlənilməsi barədə qərar qəbul etmişdir. Audit obyektinin nümayəndələri iclasda çıxış edərək nəticələrə münasibət bildirmişlər.',
      ),
      withSummary ? p('Audit hesabatının xülasəsi Palatanın rəsmi saytında dərc olunacaqdır.') : '',
    ),
    t.en,
    html(
      p(
        `At its regular meeting, the Board of the Chamber of Accounts discussed the report on the audit of ${x.en}. The audit focused in particular on ${x.topicEn}.`,
      ),
      p('The report notes that the audit identified a number of shortcomings, including:'),
      ul(findings.map((f) => f.en)),
      withQuote
        ? html(
            p('Addressing the meeting, the Chairman of the Chamber said:'),
            quote(
              'The aim of an audit is not only to find shortcomings but also to improve the quality of public funds management. Implementing the recommendations is therefore an integral part of the audit process.',
            ),
          )
        : '',
      p(
        'After the discussion, the Board approved the report and decided to send recommendations to the audited entity to remedy the shortcomings and to monitor their implementation. Representatives of the audited entity addressed the meeting and commented on the findings.',
      ),
      withSummary
        ? p("A summary of the audit report will be published on the Chamber's website.")
        : '',
    ),
  );
}

/** Board meetings on audit results (12). */
export const boardNews12: Doc[] = audited.map(boardNews);

/* ------------------------------------------------------------------ */
/* Training                                                            */
/* ------------------------------------------------------------------ */

interface Training {
  topicAz: string;
  topicEn: string;
  subs: Array<[string, string]>;
}

const trainings: Training[] = [
  {
    topicAz: 'Ali Audit Qurumlarının Beynəlxalq Standartlarının (ISSAI) tətbiqi',
    topicEn: 'Applying the International Standards of Supreme Audit Institutions (ISSAI)',
    subs: [
      [
        'ISSAI 100, 200, 300 və 400 standartlarının əsas prinsipləri',
        'the fundamental principles of ISSAI 100, 200, 300 and 400',
      ],
      [
        'audit standartlarının milli təcrübəyə uyğunlaşdırılması',
        'adapting audit standards to national practice',
      ],
      [
        'standartlara uyğunluğun keyfiyyətə nəzarət vasitəsilə təmin edilməsi',
        'ensuring compliance with the standards through quality control',
      ],
    ],
  },
  {
    topicAz: 'Risk əsaslı audit planlaşdırılması',
    topicEn: 'Risk-based audit planning',
    subs: [
      [
        'risklərin müəyyən edilməsi və qiymətləndirilməsi metodları',
        'methods for identifying and assessing risks',
      ],
      ['əhəmiyyətlilik səviyyəsinin təyin edilməsi', 'setting materiality'],
      [
        'illik iş planı üçün audit obyektlərinin seçilməsi meyarları',
        'criteria for selecting audit subjects for the annual work plan',
      ],
    ],
  },
  {
    topicAz: 'Səmərəlilik auditinin metodologiyası',
    topicEn: 'Performance audit methodology',
    subs: [
      [
        'audit suallarının və meyarlarının formalaşdırılması',
        'formulating audit questions and criteria',
      ],
      [
        'qənaətlilik, məhsuldarlıq və nəticəlilik anlayışları',
        'the concepts of economy, efficiency and effectiveness',
      ],
      ['tövsiyələrin təsirinin qiymətləndirilməsi', 'assessing the impact of recommendations'],
    ],
  },
  {
    topicAz: 'Dövlət satınalmalarının auditi',
    topicEn: 'Auditing public procurement',
    subs: [
      [
        'satınalma üsulunun seçilməsinin əsaslandırılması',
        'justifying the choice of procurement method',
      ],
      ['saxtakarlıq risklərinin əlamətləri', 'red flags of fraud risk'],
      [
        'elektron satınalma portalının məlumatlarının təhlili',
        'analysing data from the e-procurement portal',
      ],
    ],
  },
  {
    topicAz: 'Verilənlərin təhlili və audit analitikası',
    topicEn: 'Data analysis and audit analytics',
    subs: [
      [
        'böyük həcmli məlumatların seçilməsi və təmizlənməsi',
        'extracting and cleaning large datasets',
      ],
      ['anomaliyaların avtomatlaşdırılmış qaydada aşkarlanması', 'automated anomaly detection'],
      ['audit nəticələrinin vizuallaşdırılması', 'visualising audit results'],
    ],
  },
  {
    topicAz: 'Dövlət Sektoru üçün Mühasibat Uçotunun Beynəlxalq Standartları',
    topicEn: 'International Public Sector Accounting Standards',
    subs: [
      ['hesablama metoduna əsaslanan uçotun prinsipləri', 'the principles of accrual accounting'],
      [
        'əsas vəsaitlərin və ehtiyatların qiymətləndirilməsi',
        'valuing fixed assets and inventories',
      ],
      [
        'konsolidə edilmiş maliyyə hesabatlarının hazırlanması',
        'preparing consolidated financial statements',
      ],
    ],
  },
  {
    topicAz: 'Ekoloji audit və iqlim dəyişmələri',
    topicEn: 'Environmental auditing and climate change',
    subs: [
      [
        'iqlim siyasətinin auditinə dair INTOSAI WGEA tövsiyələri',
        'INTOSAI WGEA guidance on auditing climate policy',
      ],
      [
        'istixana qazı emissiyaları barədə məlumatların etibarlılığı',
        'the reliability of greenhouse gas emission data',
      ],
      [
        'iqlimə uyğunlaşma tədbirlərinin maliyyələşdirilməsi',
        'financing climate adaptation measures',
      ],
    ],
  },
  {
    topicAz: 'Audit sübutlarının toplanması və sənədləşdirilməsi',
    topicEn: 'Gathering and documenting audit evidence',
    subs: [
      ['sübutların kifayətliliyi və uyğunluğu', 'the sufficiency and appropriateness of evidence'],
      ['iş sənədlərinin tərtib edilməsi qaydaları', 'rules for preparing working papers'],
      [
        'elektron sübutların toplanması və saxlanması',
        'collecting and storing electronic evidence',
      ],
    ],
  },
  {
    topicAz: 'Dövlət auditində etik davranış qaydaları',
    topicEn: 'Rules of ethical conduct in public audit',
    subs: [
      [
        'INTOSAI Etik Kodeksinin (ISSAI 130) tələbləri',
        'the requirements of the INTOSAI Code of Ethics (ISSAI 130)',
      ],
      ['maraqlar toqquşmasının qarşısının alınması', 'preventing conflicts of interest'],
      ['peşəkar skeptisizm və qərəzsizlik', 'professional scepticism and objectivity'],
    ],
  },
  {
    topicAz: 'İnformasiya texnologiyaları sistemlərinin auditi',
    topicEn: 'Auditing information technology systems',
    subs: [
      ['ümumi İT nəzarətlərinin qiymətləndirilməsi', 'assessing IT general controls'],
      ['tətbiqi nəzarətlərin sınaqdan keçirilməsi', 'testing application controls'],
      ['kibertəhlükəsizlik risklərinin auditə təsiri', 'how cybersecurity risks affect the audit'],
    ],
  },
];

const formats = [
  { nom: 'təlim', cap: 'Təlim', gen: 'Təlimin', en: 'Training', lower: 'training course' },
  { nom: 'seminar', cap: 'Seminar', gen: 'Seminarın', en: 'Seminar', lower: 'seminar' },
  { nom: 'vebinar', cap: 'Vebinar', gen: 'Vebinarın', en: 'Webinar', lower: 'webinar' },
  {
    nom: 'təlim kursu',
    cap: 'Təlim kursu',
    gen: 'Təlim kursunun',
    en: 'Training course',
    lower: 'training course',
  },
];

const organisers = [
  {
    az: 'INTOSAI İnkişaf Təşəbbüsünün (IDI) dəstəyi ilə',
    en: 'with the support of the INTOSAI Development Initiative (IDI)',
  },
  {
    az: 'Türkiyə Cümhuriyyəti Sayıştayının ekspertlərinin iştirakı ilə',
    en: 'with the participation of experts from the Turkish Court of Accounts',
  },
  {
    az: 'Metodologiya şöbəsi tərəfindən',
    en: "by the Chamber's Methodology Department",
  },
  {
    az: 'Avropa İttifaqının Tvinninq layihəsi çərçivəsində',
    en: 'under a European Union Twinning project',
  },
  {
    az: 'Maliyyə Nazirliyinin mütəxəssisləri ilə birgə',
    en: 'jointly with specialists from the Ministry of Finance',
  },
];

const durations = [
  { az: 'iki günlük', en: 'two-day' },
  { az: 'üç günlük', en: 'three-day' },
  { az: 'beş günlük', en: 'five-day' },
];

function trainingNews(t: Training, i: number): Doc {
  const f = pick(formats, i);
  const o = pick(organisers, i);
  const d = f.nom === 'vebinar' ? { az: 'bir günlük', en: 'one-day' } : pick(durations, i);
  const online = f.nom === 'vebinar';
  const titleAz =
    f.nom === 'təlim kursu'
      ? `“${t.topicAz}” mövzusunda təlim kursu təşkil olundu`
      : `“${t.topicAz}” mövzusunda ${f.nom} keçirildi`;
  const titleEn =
    f.nom === 'təlim kursu'
      ? `Training course on “${t.topicEn}” organised`
      : `${f.en} on “${t.topicEn}” held`;
  return doc(
    titleAz,
    html(
      p(
        `${o.az} Palatanın auditorları və analitik heyəti üçün “${t.topicAz}” mövzusunda ${d.az} ${f.nom} təşkil olunmuşdur.${online ? ' Tədbir onlayn formatda keçirilmiş, ona Palatanın bütün struktur bölmələrinin əməkdaşları qoşulmuşdur.' : ''}`,
      ),
      p(`${f.cap} zamanı aşağıdakı mövzular ətraflı müzakirə edilmişdir:`),
      ul(t.subs.map((s) => s[0])),
      p(
        'Məşğələlər praktiki tapşırıqlar və real audit hallarının təhlili əsasında qurulmuş, iştirakçıların sualları cavablandırılmışdır. Sonda iştirakçılara sertifikatlar təqdim olunmuşdur.',
      ),
      p(
        `${f.gen} materialları Palatanın daxili elektron kitabxanasında yerləşdirilmiş və bütün əməkdaşlar üçün əlçatan edilmişdir. Növbəti mərhələdə əldə olunmuş bilik və bacarıqların audit tədbirlərində tətbiqi izləniləcəkdir.`,
      ),
    ),
    titleEn,
    html(
      p(
        `A ${d.en} ${f.lower} on “${t.topicEn}” was organised for the Chamber's auditors and analysts ${o.en}.${online ? ' It was held online and attended by staff from all of the Chamber’s units.' : ''}`,
      ),
      p('The sessions covered the following topics in detail:'),
      ul(t.subs.map((s) => s[1])),
      p(
        "The sessions were built around practical exercises and real audit cases, and participants' questions were answered. At the end, participants received certificates.",
      ),
      p(
        `Materials from the ${f.lower} have been posted in the Chamber's internal e-library and made available to all staff. In the next stage, the application of the knowledge and skills acquired will be monitored in actual audits.`,
      ),
    ),
  );
}

/** Training events (10). */
export const trainingNews10: Doc[] = trainings.map(trainingNews);
