/**
 * The follow-up table of audit recommendations: audited institutions, kinds,
 * statuses and 40 rows over 2022–2025. Older recommendations are more often
 * implemented, recent ones more often in progress. Most came from an audit
 * record of their institution (sourceAudit).
 */
import type { Named, RecommendationRow, Recommendations } from './types';
import { n, pick } from './helpers';
import { auditRecords } from './records-audit';

const qurumlar: Named[] = [
  n('Səhiyyə Nazirliyi', 'Ministry of Health'),
  n('Elm və Təhsil Nazirliyi', 'Ministry of Science and Education'),
  n('Kənd Təsərrüfatı Nazirliyi', 'Ministry of Agriculture'),
  n(
    'Əmək və Əhalinin Sosial Müdafiəsi Nazirliyi',
    'Ministry of Labour and Social Protection of Population',
  ),
  n('“Azərişıq” ASC', 'Azerishig OJSC'),
  n('“Azərsu” ASC', 'Azersu OJSC'),
  n('Azərbaycan Avtomobil Yolları Dövlət Agentliyi', 'Azerbaijan Automobile Roads State Agency'),
];

/** 1 financial, 2 legal, 3 institutional */
const novler: Named[] = [
  n('Maliyyə', 'Financial'),
  n('Hüquqi', 'Legal'),
  n('İnstitusional', 'Institutional'),
];

/** 1 implemented, 2 partially implemented, 3 in progress, 4 not implemented */
const statuslar: Named[] = [
  n('İcra edilib', 'Implemented'),
  n('Qismən icra edilib', 'Partially implemented'),
  n('İcrada', 'In progress'),
  n('İcra edilməyib', 'Not implemented'),
];

/** [qurum, nov, movzu az, movzu en, metn az, metn en] */
type Spec = [number, number, string, string, string, string];

const specs: Spec[] = [
  [
    1,
    1,
    'Dərman satınalmaları',
    'Medicine procurement',
    'Dərman vasitələrinin satınalınmasında qiymət təkliflərinin müqayisəli təhlili aparılsın və bazar qiymətlərinin monitorinqi sistemi yaradılsın.',
    'Carry out a comparative analysis of price offers when procuring medicines and set up a system for monitoring market prices.',
  ],
  [
    1,
    3,
    'Tibbi avadanlıqdan istifadə',
    'Use of medical equipment',
    'İstifadəsiz qalan tibbi avadanlıq inventarlaşdırılsın və ehtiyacı olan tibb müəssisələrinə yenidən bölüşdürülsün.',
    'Make an inventory of unused medical equipment and redistribute it to health facilities that need it.',
  ],
  [
    1,
    2,
    'Dərman ehtiyatlarının uçotu',
    'Medicine stock records',
    'Tibb müəssisələrində dərman ehtiyatlarının uçotuna dair daxili qaydalar elektron sistemin tələblərinə uyğunlaşdırılsın.',
    'Bring internal rules on recording medicine stocks in health facilities into line with the requirements of the electronic system.',
  ],
  [
    1,
    3,
    'Regional kadr təminatı',
    'Regional staffing',
    'Regional xəstəxanalarda həkim çatışmazlığının aradan qaldırılması üçün həvəsləndirmə tədbirləri hazırlansın.',
    'Develop incentives to address doctor shortages in regional hospitals.',
  ],
  [
    1,
    1,
    'Xidmətlərə görə ödənişlər',
    'Payments for services',
    'Tibbi xidmətlər üzrə ödənişlər yalnız təsdiqedici sənədlər əsasında həyata keçirilsin.',
    'Make payments for medical services only on the basis of supporting documents.',
  ],
  [
    1,
    2,
    'Daxili audit',
    'Internal audit',
    'Nazirliyin daxili audit bölməsinin əsasnaməsi beynəlxalq standartlara uyğun olaraq yenidən işlənsin.',
    "Revise the charter of the Ministry's internal audit unit in line with international standards.",
  ],
  [
    2,
    1,
    'Əsaslı təmir vəsaitləri',
    'Major repair funds',
    'Əsaslı təmirə ayrılmış vəsaitlərin vaxtında mənimsənilməsi üçün satınalma prosedurlarına ilin əvvəlində başlanılsın.',
    'Start procurement procedures at the beginning of the year so that funds for major repairs are spent on time.',
  ],
  [
    2,
    3,
    'Ştatların optimallaşdırılması',
    'Staff optimisation',
    'Şagird sayı azalmış məktəblərdə ştat vahidləri kontingentə uyğun optimallaşdırılsın.',
    'Align staff positions with pupil numbers in schools where enrolment has fallen.',
  ],
  [
    2,
    1,
    'Dərslik müqavilələri',
    'Textbook contracts',
    'Dərsliklərin çapı və paylanması üzrə müqavilələrin icrasına nəzarət gücləndirilsin.',
    'Tighten oversight of contracts for printing and distributing textbooks.',
  ],
  [
    2,
    1,
    'Kommunal xərclər',
    'Utility costs',
    'Təhsil müəssisələrinin kommunal xərcləri faktiki istehlak göstəriciləri əsasında planlaşdırılsın.',
    "Plan schools' utility costs on the basis of actual consumption.",
  ],
  [
    2,
    1,
    'Kompüter avadanlığının uçotu',
    'Records of computer equipment',
    'Məktəblərə verilmiş kompüter avadanlığı inventarlaşdırılsın və nəticələr mühasibat uçotunda əks etdirilsin.',
    'Inventory the computer equipment supplied to schools and record the results in the accounts.',
  ],
  [
    2,
    3,
    'Məktəbəqədər təhsil',
    'Preschool education',
    'Məktəbəqədər təhsilə cəlb olunma göstəricilərinin artırılması üçün orta müddətli fəaliyyət planı hazırlansın.',
    'Prepare a medium-term action plan to increase preschool enrolment.',
  ],
  [
    3,
    3,
    'Subsidiya məlumatlarının uzlaşdırılması',
    'Reconciling subsidy data',
    'Subsidiya alan fermerlərin bəyannamələri Elektron Kənd Təsərrüfatı İnformasiya Sisteminin məlumatları ilə avtomatik tutuşdurulsun.',
    'Automatically cross-check the declarations of subsidised farmers against the Electronic Agriculture Information System.',
  ],
  [
    3,
    1,
    'Lizinq ödənişləri',
    'Leasing payments',
    'Lizinq üzrə gecikdirilmiş ödənişlərin yığılması üçün tədbirlər planı hazırlansın.',
    'Prepare an action plan to collect overdue leasing payments.',
  ],
  [
    3,
    3,
    'Subsidiyaların təsiri',
    'Impact of subsidies',
    'Subsidiyaların məhsuldarlığa təsirinin qiymətləndirilməsi metodikası hazırlansın.',
    'Develop a methodology for assessing the effect of subsidies on yields.',
  ],
  [
    3,
    1,
    'Meliorasiya obyektlərinin uçotu',
    'Records of land reclamation facilities',
    'Meliorasiya obyektlərinin balans dəyəri yenidən qiymətləndirilsin.',
    'Revalue the book value of land reclamation facilities.',
  ],
  [
    3,
    2,
    'Toxum və gübrə təminatı',
    'Seed and fertiliser supply',
    'Toxum və gübrə təminatına dair dövlət sifarişinin icrasının monitorinqi qaydası təsdiq edilsin.',
    'Approve a procedure for monitoring the state order for seeds and fertilisers.',
  ],
  [
    3,
    3,
    'Aqrar məsləhət xidmətləri',
    'Agricultural advisory services',
    'Fermerlər üçün aqrar məsləhət xidmətlərinin regionlar üzrə əhatəsi genişləndirilsin.',
    'Expand the regional coverage of agricultural advisory services for farmers.',
  ],
  [
    4,
    2,
    'Gəlirlərin yoxlanılması',
    'Income verification',
    'Ünvanlı dövlət sosial yardımı təyin edilərkən ailələrin gəlirləri barədə məlumatlar vergi və sosial sığorta reyestrləri ilə yoxlanılsın.',
    'Verify household income data against tax and social insurance registers when granting targeted state social assistance.',
  ],
  [
    4,
    3,
    'Ödənişlərin dayandırılması',
    'Stopping payments',
    'Vəfat etmiş şəxslərin adına ödənişlərin dərhal dayandırılması üçün qeydiyyat orqanları ilə elektron məlumat mübadiləsi qurulsun.',
    'Set up electronic data exchange with registry offices so that payments to deceased persons are stopped immediately.',
  ],
  [
    4,
    3,
    'Özünüməşğulluq proqramı',
    'Self-employment programme',
    'Özünüməşğulluq proqramı üzrə verilmiş aktivlərin istifadəsinin monitorinqi ən azı iki il ərzində aparılsın.',
    'Monitor the use of assets provided under the self-employment programme for at least two years.',
  ],
  [
    4,
    3,
    'Reyestrlərin uzlaşdırılması',
    'Register reconciliation',
    'Elektron sosial xidmətlər sistemi ilə digər dövlət reyestrləri arasındakı məlumat uyğunsuzluqları aradan qaldırılsın.',
    'Eliminate data inconsistencies between the e-social services system and other state registers.',
  ],
  [
    4,
    1,
    'Sosial xidmət müəssisələri',
    'Social service institutions',
    'Sosial xidmət müəssisələrində qida və dərman təminatı normalarına əməl olunmasına nəzarət gücləndirilsin.',
    'Tighten oversight of food and medicine supply norms at social service institutions.',
  ],
  [
    4,
    2,
    'Müraciətlərə baxılma müddətləri',
    'Application processing times',
    'Ünvanlı dövlət sosial yardımının təyin edilməsi qaydalarına müraciətlərə baxılma müddətlərini dəqiqləşdirən dəyişikliklər edilsin.',
    'Amend the rules on targeted state social assistance to clarify application processing times.',
  ],
  [
    5,
    3,
    'Enerji itkiləri',
    'Energy losses',
    'Paylayıcı şəbəkədə itkilərin azaldılmasına dair investisiya layihələri itki səviyyəsi yüksək olan ərazilərə üstünlük verilməklə planlaşdırılsın.',
    'Plan investment projects to reduce network losses with priority for areas where losses are highest.',
  ],
  [
    5,
    1,
    'Debitor borcları',
    'Receivables',
    'İstehlakçıların debitor borclarının yığılması üzrə ayrıca fəaliyyət planı hazırlansın.',
    'Prepare a separate action plan for collecting consumer receivables.',
  ],
  [
    5,
    3,
    'Ağıllı sayğaclar',
    'Smart meters',
    'Ağıllı sayğacların quraşdırılması layihəsinin icra qrafiki yenidən işlənsin və gecikmələrin səbəbləri aradan qaldırılsın.',
    'Revise the smart meter installation schedule and remove the causes of delays.',
  ],
  [
    5,
    2,
    'Satınalmalar',
    'Procurement',
    'Bir mənbədən satınalma üsulunun tətbiqi hər bir halda yazılı şəkildə əsaslandırılsın.',
    'Justify in writing every use of single-source procurement.',
  ],
  [
    5,
    1,
    'Əsas vəsaitlərin uçotu',
    'Fixed asset records',
    'Əsas vəsaitlərin inventarlaşdırılmasının nəticələri mühasibat uçotunda vaxtında əks etdirilsin.',
    'Reflect the results of fixed asset inventories in the accounts without delay.',
  ],
  [
    6,
    1,
    'Podratçılarla hesablaşmalar',
    'Settlements with contractors',
    'Podratçılara verilmiş avansların müqavilə şərtlərinə uyğun olaraq vaxtında silinməsi təmin edilsin.',
    'Ensure that advances paid to contractors are offset on time under the contract terms.',
  ],
  [
    6,
    3,
    'Su itkiləri',
    'Water losses',
    'Şəbəkədə su itkilərinin ölçülməsi üçün zona sayğaclarının quraşdırılması sürətləndirilsin.',
    'Speed up the installation of district meters to measure water losses in the network.',
  ],
  [
    6,
    1,
    'Tikinti materiallarının keyfiyyəti',
    'Quality of construction materials',
    'Tikinti materiallarının keyfiyyətinə dair laborator sınaqlar tam həcmdə aparılsın.',
    'Carry out laboratory tests on the quality of construction materials in full.',
  ],
  [
    6,
    2,
    'Obyektlərin istismara qəbulu',
    'Commissioning of facilities',
    'Su təchizatı obyektlərinin istismara qəbulu qaydası yenilənsin və qəbul aktının forması təsdiq edilsin.',
    'Update the procedure for commissioning water supply facilities and approve the form of the acceptance certificate.',
  ],
  [
    6,
    3,
    'Layihələrin idarə edilməsi',
    'Project management',
    'Layihələrin idarə edilməsi bölməsində texniki nəzarət mütəxəssislərinin sayı artırılsın.',
    'Increase the number of technical supervision specialists in the project management unit.',
  ],
  [
    7,
    2,
    'İşlərin qəbulu',
    'Acceptance of works',
    'Görülmüş işlərin qəbulu aktları müstəqil texniki nəzarət rəyi olmadan imzalanmasın.',
    'Do not sign works acceptance certificates without an independent technical supervision opinion.',
  ],
  [
    7,
    1,
    'Avansların silinməsi',
    'Offsetting advances',
    'Podratçılara verilmiş avansların qalığına dair aylıq hesabatlılıq tətbiq edilsin.',
    'Introduce monthly reporting on outstanding advances to contractors.',
  ],
  [
    7,
    2,
    'Yol təhlükəsizliyi',
    'Road safety',
    'Yeni inşa edilən yollarda yol hərəkəti təhlükəsizliyi auditinin aparılması məcburi edilsin.',
    'Make road safety audits mandatory for newly built roads.',
  ],
  [
    7,
    2,
    'Təmir normativləri',
    'Repair standards',
    'Yerli əhəmiyyətli yolların təmirarası müddətlərinə dair normativlər yenilənsin.',
    'Update the standards on intervals between repairs of local roads.',
  ],
  [
    7,
    1,
    'Aktivlərin uçotu',
    'Asset records',
    'İstismara verilmiş yollar əsas vəsaitlər kimi vaxtında uçota alınsın.',
    'Record completed roads as fixed assets without delay.',
  ],
  [
    7,
    3,
    'Laborator nəzarət',
    'Laboratory control',
    'Agentliyin laboratoriya bazası gücləndirilsin və sınaqların nəticələri elektron reyestrdə saxlanılsın.',
    "Strengthen the Agency's laboratory capacity and keep test results in an electronic register.",
  ],
];

/**
 * The audits of each institution (in the order of `qurumlar`), by the start of their
 * Azerbaijani title (content/records-audit.ts).
 */
const qurumAudits: string[][] = [
  [
    'İcbari Tibbi Sığorta üzrə Dövlət Agentliyinin',
    'Elektron səhiyyə informasiya sistemlərinin',
    'Lənkəran-Astara iqtisadi rayonunda tibb müəssisələrinin',
  ],
  [
    'Gəncə şəhərində məktəbəqədər təhsilin',
    'Naxçıvan Muxtar Respublikasında ümumi təhsil müəssisələrinin',
    'Elm və Təhsil Nazirliyinin',
    'Şəki-Zaqatala iqtisadi rayonunda peşə təhsili',
  ],
  [
    'Lənkəran-Astara iqtisadi rayonunda çayçılığın',
    'Qarabağ iqtisadi rayonunda suvarma sistemlərinin',
    'Elektron Kənd Təsərrüfatı İnformasiya Sisteminin',
  ],
  [
    'Şəki-Zaqatala iqtisadi rayonunda özünüməşğulluq',
    'Gəncə şəhərində ünvanlı dövlət sosial yardımının',
    'Dövlət Sosial Müdafiə Fondu tərəfindən',
  ],
  ['Sumqayıt şəhərində küçə işıqlandırması'],
  ['Sumqayıt şəhərində içməli su və kanalizasiya'],
  ['Gəncə şəhərində yol infrastrukturunun'],
];

/**
 * The audit a recommendation came from: its institution's latest audit not after the
 * recommendation's year (none for the few made before any: they stay without a record).
 */
function sourceAudit(qurum: number, year: number): string | undefined {
  const starts = qurumAudits[qurum - 1] ?? [];
  const audits = starts.map((start) => {
    const found = auditRecords.filter((r) => r.az.title.startsWith(start));
    if (found.length !== 1) throw new Error(`demo: ${found.length} audits start "${start}"`);
    return found[0]!;
  });
  const earlier = audits.filter((a) => a.year <= year).sort((a, b) => b.year - a.year);
  return earlier[0]?.az.title;
}

/** Status patterns per year: older years are mostly implemented. */
const statusByYear: Record<number, number[]> = {
  2022: [1, 1, 2, 1, 4, 1, 2, 1, 1, 2],
  2023: [1, 2, 1, 3, 1, 2, 4, 1, 2, 1],
  2024: [2, 3, 1, 3, 2, 4, 3, 1, 3, 2],
  2025: [3, 3, 2, 3, 4, 3, 1, 3, 3, 2],
};

const rows: RecommendationRow[] = specs.map(([qurum, nov, mAz, mEn, tAz, tEn], i) => {
  const year = 2025 - (i % 4);
  const pattern = statusByYear[year];
  if (!pattern) throw new Error(`No status pattern for ${year}`);
  return {
    year,
    qurum,
    nov,
    status: pick(pattern, Math.floor(i / 4)),
    movzu: n(mAz, mEn),
    metn: n(tAz, tEn),
    audit: sourceAudit(qurum, year),
  };
});

export const recommendations: Recommendations = { qurumlar, novler, statuslar, rows };
