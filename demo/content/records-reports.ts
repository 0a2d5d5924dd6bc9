/**
 * Opinions (rəy) on draft budgets and budget execution reports, and the
 * Chamber's activity reports (one per year, 2013..2026). `year` is the year
 * the document was issued (opinions) or the year it reports on (activity
 * reports).
 */
import type { Named, RecordDoc } from './types';
import { FEALIYYET_NOV, REY_MERHELE, REY_NOV } from './lookups';
import { h2, html, n, ord, p, quote, slice, ul } from './helpers';

/* ------------------------------------------------------------------ */
/* Opinions                                                            */
/* ------------------------------------------------------------------ */

interface OpinionSpec {
  /** year of issue */
  year: number;
  nov: number;
  merhele: number;
  /** the budget year the opinion is about */
  budgetYear: number;
  /** for extra-budgetary funds: which fund(s) */
  fund?: 'dsmf' | 'isf' | 'all';
  azOnly?: boolean;
}

const opinionSpecs: OpinionSpec[] = [
  { year: 2026, nov: REY_NOV.dovlet, merhele: REY_MERHELE.layihe, budgetYear: 2027 },
  { year: 2026, nov: REY_NOV.konsolide, merhele: REY_MERHELE.layihe, budgetYear: 2027 },
  { year: 2026, nov: REY_NOV.fondlar, merhele: REY_MERHELE.layihe, budgetYear: 2027, fund: 'dsmf' },
  { year: 2026, nov: REY_NOV.dovlet, merhele: REY_MERHELE.icra, budgetYear: 2025 },
  { year: 2025, nov: REY_NOV.dovlet, merhele: REY_MERHELE.layihe, budgetYear: 2026 },
  { year: 2025, nov: REY_NOV.fondlar, merhele: REY_MERHELE.icra, budgetYear: 2024, fund: 'all' },
  { year: 2025, nov: REY_NOV.dovlet, merhele: REY_MERHELE.icra, budgetYear: 2024 },
  { year: 2024, nov: REY_NOV.dovlet, merhele: REY_MERHELE.layihe, budgetYear: 2025 },
  { year: 2024, nov: REY_NOV.konsolide, merhele: REY_MERHELE.icra, budgetYear: 2023 },
  {
    year: 2023,
    nov: REY_NOV.fondlar,
    merhele: REY_MERHELE.layihe,
    budgetYear: 2024,
    fund: 'isf',
    azOnly: true,
  },
  { year: 2022, nov: REY_NOV.dovlet, merhele: REY_MERHELE.icra, budgetYear: 2021 },
  { year: 2021, nov: REY_NOV.konsolide, merhele: REY_MERHELE.layihe, budgetYear: 2022 },
  { year: 2019, nov: REY_NOV.dovlet, merhele: REY_MERHELE.icra, budgetYear: 2018 },
  { year: 2016, nov: REY_NOV.dovlet, merhele: REY_MERHELE.layihe, budgetYear: 2017 },
];

function opinionTitle(s: OpinionSpec): Named {
  const b = s.budgetYear;
  const draft = s.merhele === REY_MERHELE.layihe;
  if (s.nov === REY_NOV.dovlet) {
    return draft
      ? n(
          `Azərbaycan Respublikasının ${ord(b)} il dövlət büdcəsi haqqında qanun layihəsinə dair Hesablama Palatasının rəyi`,
          `Opinion of the Chamber of Accounts on the draft law on the state budget of the Republic of Azerbaijan for ${b}`,
        )
      : n(
          `Azərbaycan Respublikasının ${ord(b)} il dövlət büdcəsinin icrası haqqında hesabata dair Hesablama Palatasının rəyi`,
          `Opinion of the Chamber of Accounts on the report on the execution of the state budget of the Republic of Azerbaijan for ${b}`,
        );
  }
  if (s.nov === REY_NOV.konsolide) {
    return draft
      ? n(
          `${ord(b)} il üçün konsolidə edilmiş büdcənin göstəricilərinə dair Hesablama Palatasının rəyi`,
          `Opinion of the Chamber of Accounts on the consolidated budget indicators for ${b}`,
        )
      : n(
          `${ord(b)} il konsolidə edilmiş büdcəsinin icrasına dair Hesablama Palatasının rəyi`,
          `Opinion of the Chamber of Accounts on the execution of the consolidated budget for ${b}`,
        );
  }
  if (s.fund === 'isf') {
    return n(
      `İşsizlikdən Sığorta Fondunun ${ord(b)} il büdcəsi layihəsinə dair Hesablama Palatasının rəyi`,
      `Opinion of the Chamber of Accounts on the draft ${b} budget of the Unemployment Insurance Fund`,
    );
  }
  if (s.fund === 'dsmf') {
    return n(
      `Dövlət Sosial Müdafiə Fondunun ${ord(b)} il büdcəsi layihəsinə dair Hesablama Palatasının rəyi`,
      `Opinion of the Chamber of Accounts on the draft ${b} budget of the State Social Protection Fund`,
    );
  }
  return n(
    `Büdcədənkənar dövlət fondlarının ${ord(b)} il büdcələrinin icrasına dair Hesablama Palatasının rəyi`,
    `Opinion of the Chamber of Accounts on the execution of the ${b} budgets of extra-budgetary state funds`,
  );
}

const draftPoints: Named[] = [
  n(
    'neftdənkənar gəlirlərin proqnozunun əvvəlki illərin faktiki icra göstəriciləri ilə müqayisəli təhlili',
    'comparison of the non-oil revenue forecast with actual collections in previous years',
  ),
  n(
    'dövlət investisiya xərclərinin prioritet layihələr üzrə bölgüsü və əsaslandırılması',
    'the allocation and justification of public investment spending across priority projects',
  ),
  n(
    'dövlət borcunun həcmi və ona xidmət xərclərinin orta müddətli dayanıqlığı',
    'the level of public debt and the medium-term sustainability of debt service costs',
  ),
  n(
    'Dövlət Neft Fondundan transfertlərin büdcə gəlirlərindəki payı',
    'the share of transfers from the State Oil Fund in budget revenues',
  ),
  n(
    'sosial yönümlü xərclərin, o cümlədən əməkhaqqı və pensiyaların artırılmasının maliyyə təminatı',
    'funding for social spending, including increases in wages and pensions',
  ),
  n(
    'proqram-məqsədli büdcələşdirmənin tətbiqi vəziyyəti və nəticə göstəricilərinin keyfiyyəti',
    'progress in programme-based budgeting and the quality of performance indicators',
  ),
];

const executionPoints: Named[] = [
  n(
    'gəlirlərin proqnozla müqayisədə icra səviyyəsi və kənarlaşmaların səbəbləri',
    'revenue outturn against the forecast and the reasons for deviations',
  ),
  n(
    'xərclərin funksional və iqtisadi təsnifat üzrə icrası',
    'execution of expenditure by functional and economic classification',
  ),
  n(
    'dövlət investisiya proqramı üzrə ayrılmış vəsaitlərin mənimsənilməsi',
    'absorption of funds allocated under the public investment programme',
  ),
  n(
    'ilin sonuna yaranmış debitor və kreditor borcları',
    'receivables and payables outstanding at year-end',
  ),
  n('ehtiyat fondlarının vəsaitlərinin istifadəsi', 'the use of reserve fund resources'),
  n(
    'dövlət borcunun və dövlət zəmanətlərinin vəziyyəti',
    'the position of public debt and state guarantees',
  ),
];

const fundPoints: Named[] = [
  n(
    'məcburi dövlət sosial sığorta haqları üzrə daxilolmaların proqnozunun əsaslandırılması',
    'the justification of the forecast for compulsory state social insurance contributions',
  ),
  n(
    'dövlət büdcəsindən fonda ayrılan transfertlərin həcmi və təyinatı',
    'the size and purpose of transfers from the state budget to the fund',
  ),
  n(
    'pensiya və müavinətlərin indeksləşdirilməsinin maliyyə təminatı',
    'funding for the indexation of pensions and benefits',
  ),
  n(
    'fondun inzibati xərclərinin ümumi xərclərdə payı',
    "the share of the fund's administrative costs in total spending",
  ),
  n(
    'fondun sərbəst qalıqlarının yerləşdirilməsi və idarə edilməsi',
    "the placement and management of the fund's free balances",
  ),
];

function buildOpinion(s: OpinionSpec, i: number): RecordDoc {
  const t = opinionTitle(s);
  const draft = s.merhele === REY_MERHELE.layihe;
  const b = s.budgetYear;
  const pool = s.nov === REY_NOV.fondlar ? fundPoints : draft ? draftPoints : executionPoints;
  const points = slice(pool, i, 3);

  const introAz = draft
    ? `Rəy “Büdcə sistemi haqqında” və “Hesablama Palatası haqqında” Azərbaycan Respublikasının qanunlarına uyğun olaraq hazırlanmış və Azərbaycan Respublikasının Milli Məclisinə təqdim edilmişdir. Rəydə ${ord(b)} il üçün proqnozlaşdırılan gəlir və xərclərin makroiqtisadi göstəricilərlə uzlaşması, büdcə kəsirinin maliyyələşdirilməsi mənbələri və fiskal qaydanın tələblərinə əməl olunması qiymətləndirilmişdir.`
    : `Rəy Maliyyə Nazirliyi tərəfindən təqdim edilmiş ${ord(b)} il üzrə icra hesabatının, xəzinədarlıq məlumatlarının və Palatanın həmin il üzrə apardığı audit tədbirlərinin nəticələrinin təhlili əsasında hazırlanmışdır. Rəydə büdcə gəlirlərinin və xərclərinin icrası əvvəlki illərin göstəriciləri ilə müqayisəli şəkildə təhlil edilmişdir. Sənəd Azərbaycan Respublikasının Milli Məclisinə təqdim olunmuşdur.`;
  const introEn = draft
    ? `The opinion was prepared under the Laws of the Republic of Azerbaijan “On the Budget System” and “On the Chamber of Accounts” and submitted to the Milli Majlis of the Republic of Azerbaijan. It assesses whether the revenue and expenditure forecasts for ${b} are consistent with the macroeconomic indicators, how the budget deficit is to be financed and whether the fiscal rule is observed.`
    : `The opinion is based on an analysis of the ${b} execution report submitted by the Ministry of Finance, treasury data and the results of the Chamber's audits for that year. It compares the execution of budget revenue and expenditure with previous years. The opinion was submitted to the Milli Majlis of the Republic of Azerbaijan.`;
  const endAz = draft
    ? 'Hesablama Palatası büdcə layihəsinin Milli Məclisdə baxılmaya hazır olduğunu qeyd etməklə yanaşı, gəlir proqnozlarının əsaslandırılmasının gücləndirilməsi və investisiya layihələri üzrə nəticə göstəricilərinin büdcə sənədlərinə daxil edilməsi barədə tövsiyələr vermişdir.'
    : 'Rəydə büdcə hesabatlılığının təkmilləşdirilməsi, büdcə təşkilatlarında daxili nəzarətin gücləndirilməsi və mənimsənilməmiş vəsaitlərin səbəblərinin ətraflı açıqlanması ilə bağlı tövsiyələr öz əksini tapmışdır.';
  const endEn = draft
    ? 'While finding the draft ready for consideration by the Milli Majlis, the Chamber of Accounts recommended stronger justification of revenue forecasts and the inclusion of performance indicators for investment projects in the budget documents.'
    : 'The opinion contains recommendations on improving budget reporting, strengthening internal control in budget organisations and explaining in detail why allocated funds were not spent.';
  const withQuote = i % 4 === 1;

  return {
    type: 'rey',
    year: s.year,
    reyNov: s.nov,
    reyMerhele: s.merhele,
    az: {
      title: t.az,
      html: html(
        p(introAz),
        p('Rəydə əsas diqqət aşağıdakı məsələlərə yönəldilmişdir:'),
        ul(points.map((x) => x.az)),
        withQuote
          ? quote(
              'Büdcə proqnozlarının real əsaslara söykənməsi dövlət maliyyəsinin dayanıqlığının və vətəndaşların büdcəyə etimadının əsas şərtidir.',
            )
          : '',
        p(endAz),
      ),
    },
    en: s.azOnly
      ? null
      : {
          title: t.en,
          html: html(
            p(introEn),
            p('The opinion focuses on the following issues:'),
            ul(points.map((x) => x.en)),
            withQuote
              ? quote(
                  "Budget forecasts grounded in realistic assumptions are a key condition for sustainable public finances and for citizens' trust in the budget.",
                )
              : '',
            p(endEn),
          ),
        },
  };
}

/** The opinions, newest first. */
export const opinionRecords: RecordDoc[] = opinionSpecs.map(buildOpinion);

/* ------------------------------------------------------------------ */
/* Activity reports                                                    */
/* ------------------------------------------------------------------ */

/** One highlight of each reporting year. */
const highlights: Record<number, Named> = {
  2013: n(
    'Hesabat ilində Palata EUROSAI-nin Ətraf Mühit Auditi üzrə İşçi Qrupunun fəaliyyətində iştirakını genişləndirmiş, səmərəlilik auditi üzrə ilk metodik göstərişləri hazırlamışdır.',
    'During the year the Chamber stepped up its participation in the EUROSAI Working Group on Environmental Auditing and prepared its first methodological guidance on performance auditing.',
  ),
  2014: n(
    'İl ərzində Palatanın əməkdaşları üçün ISSAI standartları üzrə təlim proqramı başladılmış, bir sıra ali audit qurumları ilə ikitərəfli əməkdaşlıq genişləndirilmişdir.',
    'During the year an ISSAI training programme for the Chamber’s staff was launched and bilateral cooperation with several supreme audit institutions was expanded.',
  ),
  2015: n(
    'Hesabat ilində “Hesablama Palatası haqqında” yeni Qanunun qəbul edilməsi Palatanın səlahiyyətlərinin və müstəqilliyinin gücləndirilməsinə xidmət etmişdir.',
    'The adoption of the new Law “On the Chamber of Accounts” during the year strengthened the Chamber’s powers and independence.',
  ),
  2016: n(
    'İl ərzində yeni Qanunun tələblərinə uyğun olaraq Palatanın daxili normativ aktları yenilənmiş və dövlət audit standartları təsdiq edilmişdir.',
    'During the year the Chamber’s internal regulations were updated in line with the new Law and public audit standards were approved.',
  ),
  2017: n(
    'Hesabat ilində Palatanın Strateji İnkişaf Planının icrasına başlanılmış, audit tədbirlərinin risk əsaslı planlaşdırılması tətbiq olunmuşdur.',
    'During the year the Chamber began implementing its Strategic Development Plan and introduced risk-based audit planning.',
  ),
  2018: n(
    'İl ərzində dövlət satınalmalarının auditi üzrə metodik vəsait hazırlanmış, audit nəticələrinin Palatanın rəsmi saytında dərc olunması genişləndirilmişdir.',
    'During the year a methodological manual on auditing public procurement was prepared and more audit results were published on the Chamber’s website.',
  ),
  2019: n(
    'Hesabat ilində INTOSAI İnkişaf Təşəbbüsünün (IDI) metodologiyası əsasında Palatanın fəaliyyətinin qiymətləndirilməsi (SAI PMF) aparılmışdır.',
    'During the year the Chamber’s performance was assessed using the SAI Performance Measurement Framework (SAI PMF) of the INTOSAI Development Initiative (IDI).',
  ),
  2020: n(
    'Pandemiya şəraitində Palata distant audit prosedurlarını tətbiq etmiş, COVID-19 ilə mübarizəyə yönəldilmiş vəsaitlərin monitorinqinə başlamışdır.',
    'During the pandemic the Chamber introduced remote audit procedures and began monitoring the funds allocated to fighting COVID-19.',
  ),
  2021: n(
    'İl ərzində işğaldan azad edilmiş ərazilərdə bərpa-quruculuq işlərinə yönəldilmiş vəsaitlərin auditinə dair yanaşmalar işlənib hazırlanmışdır.',
    'During the year the Chamber developed its approach to auditing funds allocated to reconstruction in the liberated territories.',
  ),
  2022: n(
    'Hesabat ilində Palatanın nümayəndə heyəti INTOSAI-nin XXIV Konqresində iştirak etmiş, informasiya texnologiyaları auditi üzrə ayrıca struktur bölmə yaradılmışdır.',
    'During the year a delegation of the Chamber took part in the XXIV INTOSAI Congress, and a dedicated IT audit unit was set up.',
  ),
  2023: n(
    '“Heydər Əliyev İli” çərçivəsində Palatada silsilə tədbirlər keçirilmiş, audit prosesinin elektronlaşdırılması layihəsinin birinci mərhələsi başa çatdırılmışdır.',
    'A series of events was held as part of the “Year of Heydar Aliyev”, and the first phase of the project to digitalise the audit process was completed.',
  ),
  2024: n(
    'COP29-a hazırlıq çərçivəsində iqlim dəyişmələri ilə bağlı dövlət proqramlarının auditinə dair metodik yanaşmalar hazırlanmış, ASOSAI Assambleyasında Palatanın təcrübəsi təqdim olunmuşdur.',
    'As part of the preparations for COP29, methodological approaches to auditing climate-related state programmes were developed, and the Chamber presented its experience at the ASOSAI Assembly.',
  ),
  2025: n(
    '“Konstitusiya və Suverenlik İli” çərçivəsində maarifləndirmə tədbirləri keçirilmiş, Palatanın 2026–2030-cu illər üçün İnkişaf Strategiyasının layihəsi hazırlanmışdır.',
    'Awareness events were held as part of the “Year of the Constitution and Sovereignty”, and the draft Development Strategy of the Chamber for 2026–2030 was prepared.',
  ),
  2026: n(
    'Yarımil ərzində Palatanın 2026–2030-cu illər üçün İnkişaf Strategiyasının icrasına başlanılmış, audit hesabatlarının açıq məlumat formatında dərci təmin edilmişdir.',
    'During the half-year the Chamber began implementing its Development Strategy for 2026–2030 and started publishing audit reports in open data format.',
  ),
};

function buildReport(year: number): RecordDoc {
  const half = year === 2026;
  const audits = half ? 21 + (year % 5) : 38 + ((year * 13) % 17);
  const performance = 4 + ((year * 7) % 6);
  const opinions = half ? 5 : 10 + (year % 5);
  const recs = half ? 160 + (year % 40) : 300 + ((year * 37) % 140);
  const millions = half ? 9 + (year % 7) : 14 + ((year * 11) % 23);
  const hl = highlights[year];
  if (!hl) throw new Error(`No highlight for ${year}`);

  const azTitle = half
    ? `Hesablama Palatasının ${ord(year)} ilin birinci yarımili üzrə fəaliyyət hesabatı`
    : `Hesablama Palatasının ${ord(year)} il üzrə fəaliyyət hesabatı`;
  const enTitle = half
    ? `Activity report of the Chamber of Accounts for the first half of ${year}`
    : `Activity report of the Chamber of Accounts for ${year}`;
  const periodAz = half ? `${ord(year)} ilin birinci yarımilində` : `${ord(year)} ildə`;
  const periodEn = half ? `in the first half of ${year}` : `in ${year}`;

  return {
    type: 'fealiyyet-hesabati',
    year,
    fealiyyetNov: half ? FEALIYYET_NOV.yarimillik : FEALIYYET_NOV.illik,
    az: {
      title: azTitle,
      html: html(
        p(
          `Hesabat “Hesablama Palatası haqqında” Azərbaycan Respublikası Qanununun tələblərinə uyğun olaraq hazırlanmış və Azərbaycan Respublikasının Milli Məclisinə təqdim edilmişdir. Hesabatda Palatanın ${periodAz} həyata keçirdiyi audit, ekspert-analitik, metodoloji və beynəlxalq fəaliyyətin əsas nəticələri əks olunmuşdur.`,
        ),
        h2('Əsas göstəricilər'),
        ul([
          `${audits} audit tədbiri, o cümlədən ${performance} səmərəlilik auditi həyata keçirilmişdir`,
          `büdcə qanunvericiliyinə dair ${opinions} rəy və ekspert-analitik material hazırlanmışdır`,
          `audit obyektlərinə ${recs} tövsiyə verilmişdir`,
          `büdcəyə bərpa edilməli olan ${millions} milyon manat vəsait müəyyən edilmişdir`,
        ]),
        p(hl.az),
      ),
    },
    en: {
      title: enTitle,
      html: html(
        p(
          `The report was prepared as required by the Law of the Republic of Azerbaijan “On the Chamber of Accounts” and submitted to the Milli Majlis of the Republic of Azerbaijan. It sets out the main results of the Chamber's audit, expert-analytical, methodological and international work ${periodEn}.`,
        ),
        h2('Key figures'),
        ul([
          `${audits} audits were conducted, including ${performance} performance audits`,
          `${opinions} opinions and expert-analytical papers on budget legislation were prepared`,
          `${recs} recommendations were issued to audited entities`,
          `${millions} million manats to be restored to the budget were identified`,
        ]),
        p(hl.en),
      ),
    },
  };
}

/** Activity reports, newest first: the 2026 half-year report, then 2025 back to 2013. */
export const activityReports: RecordDoc[] = Array.from({ length: 14 }, (_, k) => {
  const r = buildReport(2026 - k);
  // The 2014 report exists in Azerbaijani only.
  return r.year === 2014 ? { ...r, en: null } : r;
});
