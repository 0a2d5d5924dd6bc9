/**
 * Audit records: 32 audits of ministries, agencies and state companies, each
 * with an audit type, an area and a region (1-based lookup indexes).
 */
import type { RecordDoc } from './types';
import { GEO, NOV, SAHE } from './lookups';
import { auditTypeScope, closing, findingsFor } from './audit-findings';
import { h2, html, ord, p, pick, quote, slice, ul } from './helpers';

interface AuditSpec {
  year: number;
  nov: number;
  sahe: number;
  geo: number;
  az: string;
  en: string;
  scopeAz: string;
  scopeEn: string;
  /** 0-based indexes into the area's findings (IT audits use the IT findings in turn) */
  findings?: number[];
  azOnly?: boolean;
}

const specs: AuditSpec[] = [
  {
    year: 2026,
    nov: NOV.semerelilik,
    sahe: SAHE.sehiyye,
    geo: GEO.baki,
    findings: [5, 6, 1],
    az: 'Bakı şəhərində ilkin səhiyyə xidmətlərinin əlçatanlığının səmərəlilik auditi',
    en: 'Performance audit of the accessibility of primary healthcare services in Baku',
    scopeAz:
      'Auditin predmeti Bakı şəhərindəki poliklinikalarda ailə həkimi xidmətlərinin əhatə dairəsi, növbə gözləmə müddətləri və ilkin səhiyyə xidmətlərinə yönəldilmiş vəsaitlərin nəticəliliyi olmuşdur.',
    scopeEn:
      'The audit focused on the coverage of family doctor services at Baku polyclinics, waiting times and the results achieved with the funds allocated to primary healthcare.',
  },
  {
    year: 2026,
    nov: NOV.uygunluq,
    sahe: SAHE.etraf,
    geo: GEO.qarabag,
    findings: [0, 6, 5],
    az: 'Qarabağ iqtisadi rayonunda meşəbərpa tədbirlərinə ayrılmış vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds allocated to reforestation in the Karabakh economic region',
    scopeAz:
      'Audit çərçivəsində işğaldan azad edilmiş ərazilərdə meşə fondunun bərpasına dair müqavilələrin bağlanması, işlərin qəbulu və ödənişlərin qanunauyğunluğu yoxlanılmışdır.',
    scopeEn:
      'The audit examined the award of contracts for restoring forest cover in the liberated territories, the acceptance of works and the lawfulness of payments.',
  },
  {
    year: 2026,
    nov: NOV.maliyye,
    sahe: SAHE.energetika,
    geo: GEO.baki,
    findings: [1, 2, 3],
    az: '“Azərişıq” ASC-nin 2025-ci il üzrə maliyyə hesabatlarının auditi',
    en: 'Financial audit of the 2025 financial statements of Azerishig OJSC',
    scopeAz:
      'Audit “Azərişıq” ASC-nin maliyyə vəziyyəti haqqında hesabatını, mənfəət və zərər hesabatını, pul vəsaitlərinin hərəkəti haqqında hesabatını və onlara dair qeydləri əhatə etmişdir.',
    scopeEn:
      "The audit covered Azerishig OJSC's statement of financial position, income statement, cash flow statement and the accompanying notes.",
  },
  {
    year: 2026,
    nov: NOV.it,
    sahe: SAHE.sosial,
    geo: GEO.baki,
    az: 'Elektron sosial xidmətlər informasiya sisteminin informasiya texnologiyaları auditi',
    en: 'IT audit of the e-social services information system',
    scopeAz:
      'Audit Əmək və Əhalinin Sosial Müdafiəsi Nazirliyinin sosial ödənişlərin təyinatı və ödənilməsi üçün istifadə etdiyi informasiya sistemini əhatə etmişdir.',
    scopeEn:
      'The audit covered the information system used by the Ministry of Labour and Social Protection of Population to award and pay social benefits.',
  },
  {
    year: 2026,
    nov: NOV.uygunluq,
    sahe: SAHE.neqliyyat,
    geo: GEO.zengezur,
    findings: [0, 1, 2],
    az: 'Şərqi Zəngəzur iqtisadi rayonunda avtomobil yollarının tikintisinə yönəldilmiş vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds for road construction in the East Zangezur economic region',
    scopeAz:
      'Audit zamanı Azərbaycan Avtomobil Yolları Dövlət Agentliyinin sifarişi ilə inşa edilən yolların layihə-smeta sənədləri, podrat müqavilələri və görülmüş işlərin qəbulu aktları yoxlanılmışdır.',
    scopeEn:
      'The audit reviewed the design and cost estimates, construction contracts and works acceptance certificates for roads built for the Azerbaijan Automobile Roads State Agency.',
  },
  {
    year: 2025,
    nov: NOV.semerelilik,
    sahe: SAHE.tehsil,
    geo: GEO.gence,
    findings: [5, 6, 3],
    az: 'Gəncə şəhərində məktəbəqədər təhsilin əhatəliliyinin artırılması tədbirlərinin səmərəlilik auditi',
    en: 'Performance audit of measures to expand preschool education coverage in Ganja',
    scopeAz:
      'Auditdə uşaq bağçalarının tikintisi və yenidən qurulmasına ayrılmış vəsaitlərin məktəbəqədər yaşlı uşaqların təhsilə cəlb olunması göstəricilərinə təsiri qiymətləndirilmişdir.',
    scopeEn:
      'The audit assessed how the funds for building and renovating kindergartens affected the enrolment of preschool-age children.',
  },
  {
    year: 2025,
    nov: NOV.uygunluq,
    sahe: SAHE.kend,
    geo: GEO.lenkeran,
    findings: [0, 6, 3],
    az: 'Lənkəran-Astara iqtisadi rayonunda çayçılığın və sitrusçuluğun inkişafına verilən subsidiyaların uyğunluq auditi',
    en: 'Compliance audit of subsidies for tea and citrus growing in the Lankaran-Astara economic region',
    scopeAz:
      'Audit subsidiyaların verilməsi qaydalarına əməl olunmasını, fermerlərin müraciətlərinin qiymətləndirilməsini və ödənişlərin əsaslandırılmasını əhatə etmişdir.',
    scopeEn:
      "The audit covered compliance with the rules for granting subsidies, the assessment of farmers' applications and the justification of payments.",
  },
  {
    year: 2025,
    nov: NOV.maliyye,
    sahe: SAHE.sehiyye,
    geo: GEO.baki,
    findings: [3, 10, 11],
    az: 'İcbari Tibbi Sığorta üzrə Dövlət Agentliyinin 2024-cü il üzrə maliyyə hesabatlarının auditi',
    en: 'Financial audit of the 2024 financial statements of the State Agency on Mandatory Health Insurance',
    scopeAz:
      'Audit zamanı icbari tibbi sığorta fondunun gəlirlərinin formalaşması, tibb müəssisələrinə göstərilmiş xidmətlərə görə ödənişlər və ehtiyatların uçotu yoxlanılmışdır.',
    scopeEn:
      "The audit examined how the mandatory health insurance fund's revenues were formed, payments to medical institutions for services rendered and the recording of reserves.",
  },
  {
    year: 2025,
    nov: NOV.uygunluq,
    sahe: SAHE.energetika,
    geo: GEO.sumqayit,
    findings: [6, 5, 4],
    az: 'Sumqayıt şəhərində içməli su və kanalizasiya şəbəkələrinin yenidən qurulması layihəsinin uyğunluq auditi',
    en: 'Compliance audit of the project to rebuild drinking water and sewerage networks in Sumgait',
    scopeAz:
      'Audit “Azərsu” ASC-nin sifarişçi olduğu layihə üzrə satınalma prosedurlarını, podratçılarla hesablaşmaları və tikinti işlərinin keyfiyyətinə nəzarəti əhatə etmişdir.',
    scopeEn:
      'The audit covered procurement procedures, settlements with contractors and quality control of construction works under the project commissioned by Azersu OJSC.',
  },
  {
    year: 2025,
    nov: NOV.semerelilik,
    sahe: SAHE.sosial,
    geo: GEO.seki,
    findings: [3, 6, 4],
    az: 'Şəki-Zaqatala iqtisadi rayonunda özünüməşğulluq proqramının səmərəlilik auditi',
    en: 'Performance audit of the self-employment programme in the Shaki-Zagatala economic region',
    scopeAz:
      'Auditdə proqram iştirakçılarına verilmiş aktivlərin istifadəsi, yaradılmış kiçik təsərrüfatların davamlılığı və proqramın məşğulluğa təsiri təhlil edilmişdir.',
    scopeEn:
      "The audit analysed the use of assets given to programme participants, the sustainability of the small businesses created and the programme's effect on employment.",
    azOnly: true,
  },
  {
    year: 2024,
    nov: NOV.uygunluq,
    sahe: SAHE.tehsil,
    geo: GEO.naxcivan,
    findings: [0, 7, 3],
    az: 'Naxçıvan Muxtar Respublikasında ümumi təhsil müəssisələrinin əsaslı təmirinə ayrılmış vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds for major repairs of general education schools in the Nakhchivan Autonomous Republic',
    scopeAz:
      'Audit zamanı təmir ediləcək obyektlərin siyahısının təsdiqlənməsi, podratçıların seçilməsi və görülmüş işlərin smeta dəyərinə uyğunluğu yoxlanılmışdır.',
    scopeEn:
      'The audit checked how the list of schools to be repaired was approved, how contractors were selected and whether the works performed matched the estimated cost.',
  },
  {
    year: 2024,
    nov: NOV.semerelilik,
    sahe: SAHE.etraf,
    geo: GEO.baki,
    findings: [3, 7, 1],
    az: 'Bakı şəhərində bərk məişət tullantılarının idarə edilməsinin səmərəlilik auditi',
    en: 'Performance audit of solid waste management in Baku',
    scopeAz:
      'Audit tullantıların toplanması, daşınması, çeşidlənməsi və emalı üzrə dövlət xərclərinin nəticəliliyini və tullantıların təkrar emal səviyyəsini qiymətləndirmişdir.',
    scopeEn:
      'The audit evaluated the results of public spending on waste collection, transport, sorting and processing, and the level of recycling.',
  },
  {
    year: 2024,
    nov: NOV.it,
    sahe: SAHE.sehiyye,
    geo: GEO.baki,
    az: 'Elektron səhiyyə informasiya sistemlərinin informasiya texnologiyaları auditi',
    en: 'IT audit of the e-health information systems',
    scopeAz:
      'Audit pasiyentlərin elektron tibbi kartları, elektron reseptlər və tibb müəssisələrinin qeydiyyat sistemləri arasında məlumat mübadiləsini əhatə etmişdir.',
    scopeEn:
      "The audit covered data exchange between patients' electronic medical records, e-prescriptions and the registration systems of medical institutions.",
  },
  {
    year: 2024,
    nov: NOV.maliyye,
    sahe: SAHE.neqliyyat,
    geo: GEO.baki,
    findings: [4, 5, 1],
    az: '“Azərbaycan Dəmir Yolları” QSC-nin 2023-cü il üzrə maliyyə hesabatlarının auditi',
    en: 'Financial audit of the 2023 financial statements of Azerbaijan Railways CJSC',
    scopeAz:
      'Audit Cəmiyyətin aktivlərinin, o cümlədən hərəkət tərkibinin və dəmir yolu infrastrukturunun uçotunu, habelə dövlət büdcəsindən alınmış subsidiyaların hesabatlarda əks etdirilməsini əhatə etmişdir.',
    scopeEn:
      "The audit covered the recording of the company's assets, including rolling stock and railway infrastructure, and the reporting of subsidies received from the state budget.",
  },
  {
    year: 2023,
    nov: NOV.uygunluq,
    sahe: SAHE.sosial,
    geo: GEO.gence,
    findings: [0, 1, 4],
    az: 'Gəncə şəhərində ünvanlı dövlət sosial yardımının təyinatı və ödənilməsinin uyğunluq auditi',
    en: 'Compliance audit of the award and payment of targeted state social assistance in Ganja',
    scopeAz:
      'Audit sosial yardım təyin olunmuş ailələrin seçmə üsulu ilə yoxlanılmasını, müraciətlərə baxılma müddətlərini və ödənişlərin dayandırılması qaydalarına əməl olunmasını əhatə etmişdir.',
    scopeEn:
      'The audit included sample checks of families receiving assistance, application processing times and compliance with the rules on stopping payments.',
  },
  {
    year: 2023,
    nov: NOV.semerelilik,
    sahe: SAHE.kend,
    geo: GEO.qarabag,
    findings: [1, 5, 4],
    az: 'Qarabağ iqtisadi rayonunda suvarma sistemlərinin bərpasının səmərəlilik auditi',
    en: 'Performance audit of the rehabilitation of irrigation systems in the Karabakh economic region',
    scopeAz:
      'Audit bərpa edilmiş kanalların suvarılan torpaq sahələrinin artımına təsirini və layihələrin nəzərdə tutulmuş müddətlərdə icrasını qiymətləndirmişdir.',
    scopeEn:
      'The audit assessed the effect of rehabilitated canals on the expansion of irrigated land and whether the projects were completed on schedule.',
  },
  {
    year: 2023,
    nov: NOV.uygunluq,
    sahe: SAHE.energetika,
    geo: GEO.seki,
    findings: [7, 1, 4],
    az: 'Şəki-Zaqatala iqtisadi rayonunda qazlaşdırma layihələrinə yönəldilmiş vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds for gasification projects in the Shaki-Zagatala economic region',
    scopeAz:
      'Audit zamanı kənd yaşayış məntəqələrinin qazlaşdırılması üzrə işlərin satınalınması, icrası və istismara qəbulu yoxlanılmışdır.',
    scopeEn:
      'The audit reviewed the procurement, execution and commissioning of works to connect rural settlements to the gas network.',
  },
  {
    year: 2023,
    nov: NOV.maliyye,
    sahe: SAHE.tehsil,
    geo: GEO.baki,
    findings: [2, 3, 4],
    az: 'Elm və Təhsil Nazirliyinin 2022-ci il üzrə maliyyə hesabatlarının auditi',
    en: 'Financial audit of the 2022 financial statements of the Ministry of Science and Education',
    scopeAz:
      'Audit Nazirliyin mərkəzi aparatının və tabeliyindəki qurumların konsolidə edilmiş maliyyə hesabatlarını əhatə etmişdir.',
    scopeEn:
      "The audit covered the consolidated financial statements of the Ministry's central office and its subordinate bodies.",
  },
  {
    year: 2022,
    nov: NOV.semerelilik,
    sahe: SAHE.neqliyyat,
    geo: GEO.baki,
    findings: [3, 6, 4],
    az: 'Bakı şəhərində ictimai nəqliyyatın subsidiyalaşdırılmasının səmərəlilik auditi',
    en: 'Performance audit of public transport subsidies in Baku',
    scopeAz:
      'Audit Bakı Nəqliyyat Agentliyinin avtobus marşrutlarına verdiyi subsidiyaların sərnişin daşımalarının keyfiyyətinə və xidmətin əlçatanlığına təsirini təhlil etmişdir.',
    scopeEn:
      'The audit analysed how subsidies paid by the Baku Transport Agency to bus routes affected service quality and accessibility.',
  },
  {
    year: 2022,
    nov: NOV.uygunluq,
    sahe: SAHE.sehiyye,
    geo: GEO.lenkeran,
    findings: [7, 1, 4],
    az: 'Lənkəran-Astara iqtisadi rayonunda tibb müəssisələrinin tikintisi və təchizatına ayrılmış vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds for building and equipping medical facilities in the Lankaran-Astara economic region',
    scopeAz:
      'Audit rayon mərkəzi xəstəxanalarının tikintisi, tibbi avadanlığın alınması və quraşdırılması üzrə müqavilələrin icrasını əhatə etmişdir.',
    scopeEn:
      'The audit covered the performance of contracts for building district central hospitals and for purchasing and installing medical equipment.',
  },
  {
    year: 2022,
    nov: NOV.it,
    sahe: SAHE.kend,
    geo: GEO.baki,
    az: 'Elektron Kənd Təsərrüfatı İnformasiya Sisteminin informasiya texnologiyaları auditi',
    en: 'IT audit of the Electronic Agriculture Information System',
    scopeAz:
      'Audit sistemdə fermerlərin qeydiyyatı, torpaq sahələri və subsidiyalar barədə məlumatların tamlığını və etibarlılığını qiymətləndirmişdir.',
    scopeEn:
      'The audit assessed the completeness and reliability of data on farmer registration, land plots and subsidies held in the system.',
  },
  {
    year: 2021,
    nov: NOV.uygunluq,
    sahe: SAHE.sosial,
    geo: GEO.baki,
    findings: [5, 1, 4],
    az: 'Dövlət Sosial Müdafiə Fondu tərəfindən pensiya ödənişlərinin həyata keçirilməsinin uyğunluq auditi',
    en: 'Compliance audit of pension payments by the State Social Protection Fund',
    scopeAz:
      'Audit əmək pensiyalarının təyin edilməsi və yenidən hesablanması, habelə ödənişlərin bank hesablarına köçürülməsi prosedurlarını əhatə etmişdir.',
    scopeEn:
      'The audit covered the award and recalculation of labour pensions and the procedures for transferring payments to bank accounts.',
  },
  {
    year: 2021,
    nov: NOV.semerelilik,
    sahe: SAHE.sehiyye,
    geo: GEO.baki,
    findings: [8, 9, 0],
    az: 'COVID-19 pandemiyası ilə mübarizəyə ayrılmış vəsaitlərin istifadəsinin səmərəlilik auditi',
    en: 'Performance audit of the use of funds allocated to fighting the COVID-19 pandemic',
    scopeAz:
      'Audit modul tipli xəstəxanaların tikintisinə, tibbi ləvazimatın alınmasına və tibb işçilərinə əlavə ödənişlərə yönəldilmiş vəsaitlərin nəticəliliyini qiymətləndirmişdir.',
    scopeEn:
      'The audit assessed the results achieved with funds spent on modular hospitals, medical supplies and additional payments to health workers.',
  },
  {
    year: 2021,
    nov: NOV.uygunluq,
    sahe: SAHE.energetika,
    geo: GEO.sumqayit,
    findings: [8, 9, 4],
    az: 'Sumqayıt şəhərində küçə işıqlandırması sisteminin modernləşdirilməsinə ayrılmış vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds for modernising street lighting in Sumgait',
    scopeAz:
      'Audit LED işıqlandırma sisteminə keçid layihəsi üzrə avadanlığın alınmasını, quraşdırma işlərini və enerjiyə qənaət göstəricilərini əhatə etmişdir.',
    scopeEn:
      'The audit covered equipment purchases, installation works and energy savings under the project to switch to LED street lighting.',
  },
  {
    year: 2020,
    nov: NOV.maliyye,
    sahe: SAHE.energetika,
    geo: GEO.baki,
    findings: [10, 1, 4],
    az: '“Azərenerji” ASC-nin 2019-cu il üzrə maliyyə hesabatlarının auditi',
    en: 'Financial audit of the 2019 financial statements of Azerenerji OJSC',
    scopeAz:
      'Audit Cəmiyyətin əsas vəsaitlərinin, yanacaq ehtiyatlarının, kredit öhdəliklərinin və dövlət zəmanəti ilə cəlb olunmuş vəsaitlərin uçotunu əhatə etmişdir.',
    scopeEn:
      "The audit covered the recording of the company's fixed assets, fuel stocks, loan liabilities and funds raised under state guarantees.",
  },
  {
    year: 2020,
    nov: NOV.uygunluq,
    sahe: SAHE.tehsil,
    geo: GEO.seki,
    findings: [8, 9, 1],
    az: 'Şəki-Zaqatala iqtisadi rayonunda peşə təhsili müəssisələrinin maliyyələşdirilməsinin uyğunluq auditi',
    en: 'Compliance audit of the funding of vocational education institutions in the Shaki-Zagatala economic region',
    scopeAz:
      'Audit peşə liseylərinin büdcə smetalarının icrasını, təqaüd ödənişlərini və tədris-istehsalat emalatxanalarının təchizatını əhatə etmişdir.',
    scopeEn:
      "The audit covered the execution of vocational lyceums' budget estimates, stipend payments and the equipping of training workshops.",
    azOnly: true,
  },
  {
    year: 2020,
    nov: NOV.semerelilik,
    sahe: SAHE.etraf,
    geo: GEO.lenkeran,
    findings: [8, 4, 1],
    az: 'Lənkəran-Astara iqtisadi rayonunda sahil zolağının mühafizəsi tədbirlərinin səmərəlilik auditi',
    en: 'Performance audit of coastal protection measures in the Lankaran-Astara economic region',
    scopeAz:
      'Audit Xəzər dənizinin sahil zolağında eroziyaya qarşı qoruyucu qurğuların tikintisi və su obyektlərinin mühafizəsi üzrə dövlət tədbirlərinin nəticələrini qiymətləndirmişdir.',
    scopeEn:
      'The audit evaluated the results of state measures to build anti-erosion structures along the Caspian coast and to protect water bodies.',
  },
  {
    year: 2019,
    nov: NOV.uygunluq,
    sahe: SAHE.kend,
    geo: GEO.naxcivan,
    findings: [0, 3, 2],
    az: 'Naxçıvan Muxtar Respublikasında taxılçılığın inkişafına göstərilən dövlət dəstəyinin uyğunluq auditi',
    en: 'Compliance audit of state support for grain production in the Nakhchivan Autonomous Republic',
    scopeAz:
      'Audit əkin sahələrinə görə subsidiyaların, güzəştli yanacaq və gübrə təminatının müəyyən edilmiş qaydalara uyğun həyata keçirilməsini yoxlamışdır.',
    scopeEn:
      'The audit checked whether per-hectare subsidies and preferential fuel and fertiliser supplies were provided in line with the established rules.',
  },
  {
    year: 2019,
    nov: NOV.maliyye,
    sahe: SAHE.sosial,
    geo: GEO.baki,
    findings: [7, 3, 4],
    az: 'Dövlət Məşğulluq Agentliyinin 2018-ci il üzrə maliyyə hesabatlarının auditi',
    en: 'Financial audit of the 2018 financial statements of the State Employment Agency',
    scopeAz:
      'Audit işsizlikdən sığorta fondunun vəsaitlərinin uçotunu, işsizlikdən sığorta ödənişlərini və aktiv məşğulluq tədbirlərinin maliyyələşdirilməsini əhatə etmişdir.',
    scopeEn:
      'The audit covered the recording of unemployment insurance fund resources, unemployment insurance benefits and the funding of active labour market measures.',
  },
  {
    year: 2019,
    nov: NOV.semerelilik,
    sahe: SAHE.neqliyyat,
    geo: GEO.gence,
    findings: [0, 7, 4],
    az: 'Gəncə şəhərində yol infrastrukturunun yenidən qurulmasının səmərəlilik auditi',
    en: 'Performance audit of road infrastructure reconstruction in Ganja',
    scopeAz:
      'Audit şəhərdaxili yolların yenidən qurulmasına ayrılmış vəsaitlərin nəqliyyat sıxlığının azaldılmasına və yol hərəkəti təhlükəsizliyinə təsirini qiymətləndirmişdir.',
    scopeEn:
      'The audit assessed the impact of funds spent on rebuilding urban roads on reducing congestion and improving road safety.',
  },
  {
    year: 2018,
    nov: NOV.uygunluq,
    sahe: SAHE.sehiyye,
    geo: GEO.sumqayit,
    findings: [0, 2, 1],
    az: 'Sumqayıt şəhərində dövlət tibb müəssisələrinin dərman vasitələri ilə təminatının uyğunluq auditi',
    en: 'Compliance audit of medicine supplies to public health facilities in Sumgait',
    scopeAz:
      'Audit dərman vasitələrinin mərkəzləşdirilmiş qaydada satınalınmasını, anbar uçotunu və xəstələrə pulsuz verilən dərmanların qeydiyyatını əhatə etmişdir.',
    scopeEn:
      'The audit covered centralised procurement of medicines, warehouse records and the registration of medicines dispensed free of charge to patients.',
  },
  {
    year: 2018,
    nov: NOV.uygunluq,
    sahe: SAHE.etraf,
    geo: GEO.baki,
    findings: [9, 10, 1],
    az: 'Bakı şəhərində neftlə çirklənmiş torpaqların rekultivasiyasına ayrılmış vəsaitlərin uyğunluq auditi',
    en: 'Compliance audit of funds for the rehabilitation of oil-contaminated land in Baku',
    scopeAz:
      'Audit rekultivasiya işlərinin icra qrafikinə, bərpa olunmuş torpaqların təyinatı üzrə istifadəyə verilməsinə və ödənişlərin qanunauyğunluğuna dair məsələləri əhatə etmişdir.',
    scopeEn:
      'The audit covered the schedule of rehabilitation works, the handover of restored land for its intended use and the lawfulness of payments.',
  },
];

const listIntros = [
  {
    az: 'Audit zamanı aşağıdakı əsas çatışmazlıqlar müəyyən edilmişdir:',
    en: 'The audit identified the following main shortcomings:',
  },
  {
    az: 'Audit nəticəsində, xüsusilə, aşağıdakı hallar aşkar olunmuşdur:',
    en: 'In particular, the audit found:',
  },
];

const boardQuote = {
  az: 'Kollegiyanın qərarında vurğulanır ki, dövlət vəsaitlərinin istifadəsində şəffaflığın və hesabatlılığın təmin edilməsi audit obyektinin rəhbərliyinin birbaşa məsuliyyətidir.',
  en: "The Board's decision stresses that ensuring transparency and accountability in the use of public funds is the direct responsibility of the audited entity's management.",
};

function build(s: AuditSpec, i: number): RecordDoc {
  const pool = findingsFor(s.sahe, s.nov === NOV.it);
  const findings = s.findings ? s.findings.map((k) => pick(pool, k)) : slice(pool, i, 3);
  const scope = auditTypeScope[s.nov];
  if (!scope) throw new Error(`Unknown audit type ${s.nov}`);
  const intro = pick(listIntros, i);
  const end = closing(i);
  const periodAz =
    s.nov === NOV.maliyye ? '' : ` Audit dövrü ${s.year - 2}–${ord(s.year - 1)} illəri əhatə edir.`;
  const periodEn =
    s.nov === NOV.maliyye ? '' : ` The audit period covers ${s.year - 2}–${s.year - 1}.`;
  const withHeading = i % 3 === 0;
  const withQuote = i % 5 === 2;

  const azHtml = html(
    p(
      `Audit tədbiri Hesablama Palatasının ${ord(s.year)} il üçün iş planına əsasən həyata keçirilmişdir. ${s.scopeAz}${periodAz}`,
    ),
    p(scope.az),
    withHeading ? h2('Əsas nəticələr') : '',
    p(intro.az),
    ul(findings.map((f) => f.az)),
    withQuote ? quote(boardQuote.az) : '',
    p(end.az),
  );
  const enHtml = html(
    p(
      `The audit was carried out under the Chamber of Accounts' work plan for ${s.year}. ${s.scopeEn}${periodEn}`,
    ),
    p(scope.en),
    withHeading ? h2('Key findings') : '',
    p(intro.en),
    ul(findings.map((f) => f.en)),
    withQuote ? quote(boardQuote.en) : '',
    p(end.en),
  );

  return {
    type: 'audit',
    year: s.year,
    auditNov: s.nov,
    auditSahe: s.sahe,
    cografiya: s.geo,
    az: { title: s.az, html: azHtml },
    en: s.azOnly ? null : { title: s.en, html: enHtml },
  };
}

/** The audit records, newest first. */
export const auditRecords: RecordDoc[] = specs.map(build);
