/**
 * Issues of the Chamber's scientific and practical journal “Audit”
 * (2022–2026, four a year), newest first, each with its table of contents.
 */
import type { Doc, Named } from './types';
import { doc, html, n, ord, p, pick, ul } from './helpers';

const theory: Named[] = [
  n(
    'Audit sübutlarının kifayətliliyinin qiymətləndirilməsi meyarları',
    'Criteria for assessing the sufficiency of audit evidence',
  ),
  n(
    'Səmərəlilik auditində audit meyarlarının müəyyən edilməsi',
    'Setting audit criteria in performance audit',
  ),
  n('Uyğunluq auditində əhəmiyyətlilik anlayışı', 'The concept of materiality in compliance audit'),
  n(
    'Dövlət investisiya layihələrinin auditinin metodoloji əsasları',
    'Methodological foundations of auditing public investment projects',
  ),
  n('İT auditində ümumi nəzarətlərin qiymətləndirilməsi', 'Assessing general controls in IT audit'),
  n(
    'Audit hesabatlarının oxunaqlılığının artırılması yolları',
    'Ways to make audit reports more readable',
  ),
  n(
    'Tövsiyələrin icrasının izlənilməsi: təsir göstəriciləri',
    'Following up recommendations: impact indicators',
  ),
  n(
    'Ekoloji auditdə geoməkan məlumatlarından istifadə',
    'Using geospatial data in environmental audit',
  ),
  n(
    'Dövlət satınalmalarının auditində məlumat analitikası',
    'Data analytics in public procurement audit',
  ),
  n(
    'Səhiyyə xərclərinin səmərəlilik auditi: metodoloji yanaşmalar',
    'Performance audit of health spending: methodological approaches',
  ),
  n('Audit riskinin modelləşdirilməsi', 'Modelling audit risk'),
  n(
    'Dövlət auditorunun peşəkar mühakiməsi və skeptisizmi',
    'Professional judgement and scepticism of the public auditor',
  ),
  n(
    'Təhsil sahəsində nəticə göstəricilərinin auditi',
    'Auditing performance indicators in education',
  ),
  n(
    'Kənd təsərrüfatı subsidiyalarının auditində peyk məlumatları',
    'Satellite data in auditing agricultural subsidies',
  ),
  n(
    'Audit keyfiyyətinə nəzarətin daxili mexanizmləri',
    'Internal mechanisms of audit quality control',
  ),
  n(
    'Bərpa-quruculuq layihələrinin auditində risk əsaslı yanaşma',
    'A risk-based approach to auditing reconstruction projects',
  ),
  n(
    'Sosial ödənişlərin auditində reyestrlərin tutuşdurulması',
    'Cross-checking registers in auditing social payments',
  ),
  n(
    'Dövlət şirkətlərinin maliyyə hesabatlarının auditinin xüsusiyyətləri',
    'Specific features of auditing the financial statements of state-owned companies',
  ),
  n(
    'Audit nəticələrinin kommunikasiyası: vizuallaşdırma təcrübəsi',
    'Communicating audit results: visualisation practice',
  ),
  n(
    'Süni intellekt alətlərinin audit planlaşdırmasında tətbiqi',
    'Applying AI tools in audit planning',
  ),
];

const budget: Named[] = [
  n(
    'Neftdənkənar gəlirlərin proqnozlaşdırılması metodları',
    'Methods of forecasting non-oil revenues',
  ),
  n('Fiskal qaydanın tətbiqinin ilk nəticələri', 'Early results of applying the fiscal rule'),
  n(
    'Orta müddətli xərclər çərçivəsinin büdcə prosesinə təsiri',
    'The impact of the medium-term expenditure framework on the budget process',
  ),
  n(
    'Vergi güzəştlərinin vergi xərcləri kimi qiymətləndirilməsi',
    'Assessing tax exemptions as tax expenditures',
  ),
  n('Dövlət borcunun dayanıqlığının təhlili', 'Analysing public debt sustainability'),
  n(
    'Büdcədənkənar fondların konsolidə edilmiş büdcədə yeri',
    'The place of extra-budgetary funds in the consolidated budget',
  ),
  n(
    'Proqram-məqsədli büdcələşdirməyə keçidin problemləri',
    'Challenges in moving to programme-based budgeting',
  ),
  n(
    'Sosial sığorta sisteminin maliyyə dayanıqlığı',
    'Financial sustainability of the social insurance system',
  ),
  n(
    'Dövlət Neft Fondundan transfertlərin büdcə balansına təsiri',
    'The effect of State Oil Fund transfers on the budget balance',
  ),
  n(
    'Yerli büdcələrin gəlir bazasının gücləndirilməsi',
    'Strengthening the revenue base of local budgets',
  ),
  n('Dövlət zəmanətləri və şərti öhdəliklər', 'State guarantees and contingent liabilities'),
  n(
    'Büdcə şəffaflığının beynəlxalq göstəriciləri',
    'International indicators of budget transparency',
  ),
  n('Xəzinədarlıq sisteminin modernləşdirilməsi', 'Modernising the treasury system'),
  n('İqlim xərclərinin büdcədə işarələnməsi', 'Climate tagging in the budget'),
  n(
    'İcbari tibbi sığortanın maliyyələşdirilməsi modeli',
    'The funding model of mandatory health insurance',
  ),
  n('Dövlət investisiya proqramının səmərəliliyi', 'Efficiency of the public investment programme'),
  n('Büdcə kəsirinin maliyyələşdirilməsi mənbələri', 'Sources of financing the budget deficit'),
  n(
    'Gender büdcələşdirməsinin beynəlxalq təcrübəsi',
    'International experience of gender budgeting',
  ),
  n('Dövlət xərclərinin icmalı təcrübəsi', 'Spending review practice'),
  n('Vətəndaş büdcəsinin hazırlanması prinsipləri', "Principles for preparing a citizens' budget"),
];

/** Countries in the genitive, for the “International practice” rubric. */
const countries: Named[] = [
  n('Almaniyanın', 'Germany'),
  n('Fransanın', 'France'),
  n('Böyük Britaniyanın', 'the United Kingdom'),
  n('Niderlandın', 'the Netherlands'),
  n('İsveçin', 'Sweden'),
  n('Finlandiyanın', 'Finland'),
  n('Estoniyanın', 'Estonia'),
  n('Litvanın', 'Lithuania'),
  n('Polşanın', 'Poland'),
  n('Türkiyənin', 'Türkiye'),
  n('Cənubi Koreyanın', 'the Republic of Korea'),
  n('Yaponiyanın', 'Japan'),
  n('Kanadanın', 'Canada'),
  n('Avstraliyanın', 'Australia'),
  n('Braziliyanın', 'Brazil'),
  n('Çinin', 'China'),
  n('Hindistanın', 'India'),
  n('İndoneziyanın', 'Indonesia'),
  n('Norveçin', 'Norway'),
  n('Macarıstanın', 'Hungary'),
];

const practices: Named[] = [
  n('səmərəlilik auditi', 'Performance audit'),
  n('informasiya texnologiyaları auditi', 'IT audit'),
  n('ekoloji audit', 'Environmental audit'),
  n('tövsiyələrin icrasının izlənilməsi', 'Recommendation follow-up'),
  n('dövlət borcunun auditi', 'Public debt audit'),
];

const quartersAz = ['birinci', 'ikinci', 'üçüncü', 'dördüncü'];

const afterwords: Named[] = [
  n(
    'Jurnalın redaksiya heyətinə Palatanın rəhbər işçiləri, tanınmış iqtisadçı alimlər və xarici ekspertlər daxildir. Məqalələr dərc olunmazdan əvvəl ikitərəfli anonim rəydən keçir.',
    'The editorial board includes senior staff of the Chamber, leading economists and foreign experts. Articles undergo double-blind peer review before publication.',
  ),
  n(
    'Müəlliflər üçün tələblər və məqalələrin təqdim edilməsi qaydası jurnalın son səhifəsində verilmişdir.',
    'Guidelines for authors and the procedure for submitting articles are given on the last page of the journal.',
  ),
  n(
    'Nömrənin elektron versiyası ilə Palatanın rəsmi saytında tanış olmaq mümkündür. Çap nüsxələri respublikanın aparıcı kitabxanalarına göndərilmişdir.',
    "The electronic version of the issue is available on the Chamber's website, and printed copies have been sent to the country's leading libraries.",
  ),
  n(
    'Növbəti nömrə üçün məqalələr qəbul olunur. Gənc tədqiqatçıların dövlət auditinin aktual problemlərinə həsr olunmuş işləri xüsusi maraqla gözlənilir.',
    'Submissions for the next issue are now being accepted. Work by young researchers on topical issues of public audit is particularly welcome.',
  ),
];

function issue(year: number, no: number, k: number): Doc {
  const t = pick(theory, k);
  const b = pick(budget, k * 7);
  const c = pick(countries, k);
  const pr = pick(practices, k);
  const after = pick(afterwords, k);
  // The chronicle covers the quarter before the issue.
  const chronicleYear = no === 1 ? year - 1 : year;
  const chronicleQ = no === 1 ? 4 : no - 1;
  const quarter = pick(quartersAz, chronicleQ - 1);
  const special =
    year === 2023 && no === 2
      ? n(
          'Nömrənin xüsusi bölməsi Ümummilli Lider Heydər Əliyevin anadan olmasının 100 illiyinə həsr olunmuş elmi-praktik konfransın materiallarından ibarətdir.',
          'A special section of the issue contains the proceedings of the research-to-practice conference marking the 100th anniversary of the birth of National Leader Heydar Aliyev.',
        )
      : year === 2025 && no === 4
        ? n(
            'Nömrədə Konstitusiyanın qəbul edilməsinin 30 illiyinə həsr olunmuş xüsusi rubrika da yer almışdır.',
            'The issue also contains a special section marking the 30th anniversary of the adoption of the Constitution.',
          )
        : null;

  return doc(
    `“Audit” jurnalı, ${year}, № ${no}`,
    html(
      p(
        `Hesablama Palatasının elmi-praktik “Audit” jurnalının ${ord(year)} il üzrə ${ord(no)} nömrəsi işıq üzü görmüşdür. Jurnalda dövlət auditi, büdcə siyasəti və dövlət maliyyəsinin idarə edilməsi sahəsində tədqiqatlar dərc olunur.`,
      ),
      p('Bu nömrədə aşağıdakı materiallar yer almışdır:'),
      ul([
        `<strong>Dövlət auditi: nəzəriyyə və təcrübə.</strong> “${t.az}”`,
        `<strong>Büdcə siyasəti və dövlət maliyyəsi.</strong> “${b.az}”`,
        `<strong>Beynəlxalq təcrübə.</strong> “${c.az} ali audit qurumunun ${pr.az} təcrübəsi”`,
        `<strong>Xronika.</strong> “${ord(chronicleYear)} ilin ${quarter} rübündə Palatanın fəaliyyəti”`,
      ]),
      special ? p(special.az) : '',
      p(after.az),
    ),
    `“Audit” journal, ${year}, No. ${no}`,
    html(
      p(
        `Issue No. ${no} of ${year} of the Chamber of Accounts' scientific and practical journal “Audit” has been published. The journal publishes research on public audit, budget policy and public financial management.`,
      ),
      p('This issue contains:'),
      ul([
        `<strong>Public audit: theory and practice.</strong> “${t.en}”`,
        `<strong>Budget policy and public finance.</strong> “${b.en}”`,
        `<strong>International practice.</strong> “${pr.en} practice of the supreme audit institution of ${c.en}”`,
        `<strong>Chronicle.</strong> “The Chamber's activities in Q${chronicleQ} ${chronicleYear}”`,
      ]),
      special ? p(special.en) : '',
      p(after.en),
    ),
  );
}

const AZ_ONLY = new Set([5, 14]);

/**
 * Journal issues, newest first: 2026 No. 4 down to 2022 No. 1 (the seed
 * dates issues every 90 days back from 2026-11-15, i.e. one a quarter).
 */
export const journals: Doc[] = Array.from({ length: 20 }, (_, k) => {
  const year = 2026 - Math.floor(k / 4);
  const no = 4 - (k % 4);
  const d = issue(year, no, k);
  return AZ_ONLY.has(k) ? { ...d, en: null } : d;
});
