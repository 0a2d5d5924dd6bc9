/**
 * Typical audit findings, recommendations and closing paragraphs, grouped by
 * audit area (the 1-based `lookups.auditSahe` index) and audit type. Shared by
 * the audit records and the news items about Board meetings.
 */
import type { Named } from './types';
import { n, pick } from './helpers';

/** Findings per audit area; key = `lookups.auditSahe` index. Each reads as a list item. */
export const findingsBySahe: Record<number, Named[]> = {
  1: [
    n(
      'dərman vasitələrinin satınalınmasında qiymət təkliflərinin müqayisəli təhlilinin aparılmaması',
      'medicines being procured without a comparative analysis of price offers',
    ),
    n(
      'alınmış tibbi avadanlığın bir hissəsinin uzun müddət istifadəyə verilməməsi',
      'some of the purchased medical equipment remaining out of use for long periods',
    ),
    n(
      'tibb müəssisələrində dərman ehtiyatlarının uçotunun elektron sistemə tam inteqrasiya olunmaması',
      'stock records of medicines at health facilities not being fully integrated into the electronic system',
    ),
    n(
      'icbari tibbi sığorta üzrə ödənişlərin bir hissəsinin təsdiqedici sənədlər olmadan həyata keçirilməsi',
      'some mandatory health insurance payments being made without supporting documents',
    ),
    n(
      'regional xəstəxanalarda tibbi kadr təminatının normativlərə uyğun olmaması',
      'staffing of regional hospitals falling short of the established norms',
    ),
    n(
      'ailə həkimlərinə təhkim olunmuş əhalinin sayının müəyyən edilmiş normadan xeyli yüksək olması',
      'the number of residents assigned to each family doctor far exceeding the set norm',
    ),
    n(
      'poliklinikalarda elektron növbə sisteminin tam tətbiq olunmaması səbəbindən gözləmə müddətlərinin uzanması',
      'waiting times growing because the electronic queue system has not been fully introduced at polyclinics',
    ),
    n(
      'tikinti işlərinin qəbulu aktlarında faktiki yerinə yetirilməmiş işlərin göstərilməsi',
      'acceptance certificates for construction works including work that had not actually been done',
    ),
    n(
      'modul tipli xəstəxanalar üçün alınmış avadanlığın pandemiyadan sonrakı istifadəsinə dair planın olmaması',
      'no plan for using the equipment bought for modular hospitals after the pandemic',
    ),
    n(
      'tibb işçilərinə əlavə ödənişlərin hesablanmasında vahid meyarların tətbiq edilməməsi',
      'inconsistent criteria for calculating additional payments to health workers',
    ),
    n(
      'sığorta ehtiyatlarının uçotunda müvəqqəti qalıqların düzgün təsnif edilməməsi',
      'temporary balances not being correctly classified in the accounting of insurance reserves',
    ),
    n(
      'tibb müəssisələri ilə bağlanmış müqavilələrin icrasının monitorinqinin zəif olması',
      'weak monitoring of the performance of contracts with medical institutions',
    ),
  ],
  2: [
    n(
      'ümumi təhsil müəssisələrinin əsaslı təmirinə ayrılmış vəsaitlərin bir hissəsinin ilin sonunadək mənimsənilməməsi',
      'part of the funds allocated for major repairs of general education schools remaining unspent at year-end',
    ),
    n(
      'şagird kontingentinin azalmasına baxmayaraq ştat vahidlərinin optimallaşdırılmaması',
      'staff positions not being optimised despite a decline in pupil numbers',
    ),
    n(
      'dərsliklərin çapı və paylanmasına dair müqavilələrin icrasına nəzarətin zəif olması',
      'weak oversight of contracts for printing and distributing textbooks',
    ),
    n(
      'təhsil müəssisələrinin kommunal xərclərinin faktiki istehlakdan artıq planlaşdırılması',
      'utility costs of educational institutions being budgeted above actual consumption',
    ),
    n(
      'məktəblərə verilmiş kompüter avadanlığının inventarlaşdırılmasının aparılmaması',
      'computer equipment supplied to schools not being inventoried',
    ),
    n(
      'uşaq bağçalarının tikintisinin planlaşdırılmasında demoqrafik proqnozların nəzərə alınmaması',
      'kindergarten construction being planned without regard to demographic forecasts',
    ),
    n(
      'yeni istifadəyə verilmiş bağçalarda yerlərin bir hissəsinin boş qalması',
      'some places in newly opened kindergartens remaining empty',
    ),
    n(
      'təmir işlərinin tədris ilinin başlanğıcınadək başa çatdırılmaması',
      'repair works not being completed before the start of the school year',
    ),
    n(
      'tədris-istehsalat emalatxanalarının avadanlığının köhnəlməsi və yenilənməməsi',
      'training workshop equipment being outdated and not replaced',
    ),
    n(
      'təqaüd ödənişlərinin davamiyyət göstəriciləri ilə uzlaşdırılmaması',
      'stipend payments not being reconciled with attendance records',
    ),
  ],
  3: [
    n(
      'subsidiya alan fermerlərin əkin sahələri barədə məlumatların Elektron Kənd Təsərrüfatı İnformasiya Sistemi ilə tutuşdurulmaması',
      'data on the sown areas of subsidised farmers not being reconciled with the Electronic Agriculture Information System',
    ),
    n(
      'suvarma kanallarının bərpası üzrə işlərin layihə-smeta sənədlərindən kənarlaşmaqla yerinə yetirilməsi',
      'irrigation canal rehabilitation works deviating from the design and cost estimates',
    ),
    n(
      'lizinqə verilmiş kənd təsərrüfatı texnikası üzrə ödənişlərin vaxtında yığılmaması',
      'lease payments for agricultural machinery not being collected on time',
    ),
    n(
      'toxum və gübrə təminatına dair dövlət sifarişinin icrasının monitorinqinin aparılmaması',
      'no monitoring of the state order for the supply of seeds and fertilisers',
    ),
    n(
      'meliorasiya obyektlərinin balans dəyərinin yenidən qiymətləndirilməməsi',
      'the book value of land reclamation facilities not being revalued',
    ),
    n(
      'bərpa edilmiş kanallara qoşulmuş torpaq sahələrinin layihədə nəzərdə tutulandan az olması',
      'less land being connected to the rehabilitated canals than the design envisaged',
    ),
    n(
      'subsidiyaların ödənilməsinin aqrotexniki tədbirlərin faktiki icrası ilə əlaqələndirilməməsi',
      'subsidy payments not being linked to the actual completion of agronomic work',
    ),
  ],
  4: [
    n(
      'avtomobil yollarının tikintisi üzrə görülmüş işlərin həcminin aktlarda faktiki həcmdən artıq göstərilməsi',
      'road construction work volumes being reported in acceptance certificates above the volumes actually performed',
    ),
    n(
      'podratçılara verilmiş avansların müqavilə şərtlərinə uyğun olaraq vaxtında silinməməsi',
      'advances paid to contractors not being offset on time under the contract terms',
    ),
    n(
      'tikinti materiallarının keyfiyyətinə dair laborator sınaqların tam həcmdə aparılmaması',
      'laboratory tests on the quality of construction materials not being carried out in full',
    ),
    n(
      'ictimai nəqliyyat marşrutlarına verilən subsidiyaların sərnişin axını göstəriciləri ilə əsaslandırılmaması',
      'subsidies to public transport routes not being justified by passenger flow data',
    ),
    n(
      'istismara verilmiş obyektlərin əsas vəsaitlər kimi uçota alınmasında gecikmələr',
      'delays in recording completed facilities as fixed assets',
    ),
    n(
      'hərəkət tərkibinin alınması üzrə müqavilələrdə çatdırılma müddətlərinin pozulmasına görə cərimələrin tətbiq edilməməsi',
      'no penalties being applied for late delivery under rolling stock purchase contracts',
    ),
    n(
      'avtobus parkının yenilənməsi qrafikinin icra olunmaması',
      'the bus fleet renewal schedule not being met',
    ),
    n(
      'yol hərəkəti təhlükəsizliyi tədbirlərinin layihə sənədlərinə tam daxil edilməməsi',
      'road safety measures not being fully included in design documents',
    ),
  ],
  5: [
    n(
      'elektrik enerjisinin paylanması zamanı texniki və kommersiya itkilərinin normativdən yüksək olması',
      'technical and commercial electricity distribution losses exceeding the norm',
    ),
    n(
      'istehlakçıların debitor borclarının yığılması üzrə tədbirlərin kifayət qədər effektiv olmaması',
      'insufficiently effective measures to collect consumer receivables',
    ),
    n(
      'ağıllı sayğacların quraşdırılması üzrə layihənin nəzərdə tutulmuş müddətdən gecikməsi',
      'the smart meter installation project running behind schedule',
    ),
    n(
      'köhnəlmiş transformator və yarımstansiyaların yenilənməsinə dair investisiya planlarının gecikdirilməsi',
      'investment plans for replacing worn-out transformers and substations being delayed',
    ),
    n(
      'satınalmaların bir hissəsinin əsaslandırılmadan bir mənbədən satınalma üsulu ilə həyata keçirilməsi',
      'some purchases being made by single-source procurement without justification',
    ),
    n(
      'su şəbəkəsində itkilərin ölçülməsi üçün zona sayğaclarının quraşdırılmaması',
      'district meters for measuring water network losses not being installed',
    ),
    n(
      'kanalizasiya xətlərinin tikintisi üzrə işlərin layihədə nəzərdə tutulan texniki şərtlərə uyğun olmaması',
      'sewer construction work not meeting the technical specifications in the design',
    ),
    n(
      'qaz paylayıcı şəbəkəsinə qoşulmuş abonentlərin sayının layihə göstəricilərindən az olması',
      'fewer subscribers connected to the gas distribution network than the project targets',
    ),
    n(
      'zəmanət müddəti ərzində sıradan çıxmış LED lampaların podratçı tərəfindən dəyişdirilməməsi',
      'contractors not replacing LED lamps that failed within the warranty period',
    ),
    n(
      'enerjiyə qənaət göstəricilərinin ölçülməsi metodikasının olmaması',
      'no methodology for measuring energy savings',
    ),
    n(
      'yanacaq ehtiyatlarının inventarlaşdırılmasının nəticələrinin uçotda əks etdirilməməsi',
      'the results of fuel stock inventories not being reflected in the accounts',
    ),
    n(
      'qazanxanaların yenidən qurulmasından sonra istilik itkilərinin ölçülməməsi',
      'heat losses not being measured after boiler houses were rebuilt',
    ),
  ],
  6: [
    n(
      'ünvanlı dövlət sosial yardımının təyinatı zamanı ailələrin gəlirləri barədə məlumatların tam yoxlanılmaması',
      'household income data not being fully verified when granting targeted state social assistance',
    ),
    n(
      'vəfat etmiş şəxslərin adına sosial ödənişlərin dayandırılmasında gecikmələr',
      'delays in stopping social payments to deceased recipients',
    ),
    n(
      'sosial xidmət müəssisələrində qida və dərman təminatı normalarına əməl olunmaması',
      'food and medicine supply norms not being observed at social service institutions',
    ),
    n(
      'özünüməşğulluq proqramı üzrə verilmiş aktivlərin istifadəsinin monitorinqinin aparılmaması',
      'no monitoring of how assets provided under the self-employment programme are used',
    ),
    n(
      'elektron sosial xidmətlər sistemindəki məlumatların digər dövlət reyestrləri ilə uyğunsuzluğu',
      'inconsistencies between the electronic social services system and other state registers',
    ),
    n(
      'pensiyaların yenidən hesablanması zamanı sığorta stajı barədə məlumatların tam nəzərə alınmaması',
      'insurance record data not being fully taken into account when pensions are recalculated',
    ),
    n(
      'özünüməşğulluq proqramı çərçivəsində yaradılmış təsərrüfatların bir hissəsinin ilk ildə fəaliyyətini dayandırması',
      'some of the businesses set up under the self-employment programme closing within their first year',
    ),
    n(
      'işsizlikdən sığorta ödənişlərinin təyinatı zamanı sənədlərin yoxlanılması qaydasına əməl olunmaması',
      'the document-check procedure not being followed when awarding unemployment insurance benefits',
    ),
  ],
  7: [
    n(
      'meşəbərpa işlərinin planlaşdırılmış sahələrdə tam həcmdə yerinə yetirilməməsi',
      'reforestation not being completed on the full planned area',
    ),
    n(
      'ətraf mühitə vurulmuş zərərə görə kompensasiya ödənişlərinin hesablanması və yığılmasında çatışmazlıqlar',
      'shortcomings in calculating and collecting compensation for environmental damage',
    ),
    n(
      'atmosfer havasının monitorinqi stansiyalarının bir hissəsinin fasilələrlə işləməsi',
      'some air quality monitoring stations working intermittently',
    ),
    n(
      'bərk məişət tullantılarının çeşidlənməsi üzrə infrastrukturun nəzərdə tutulan gücdən az istifadə olunması',
      'solid waste sorting infrastructure operating well below its design capacity',
    ),
    n(
      'su obyektlərinin mühafizə zonalarında icazəsiz tikintilərin aşkarlanması üzrə tədbirlərin kifayət etməməsi',
      'insufficient action to detect unauthorised construction in water protection zones',
    ),
    n(
      'əkilmiş tinglərin yaşama səviyyəsinin monitorinqinin aparılmaması',
      'no monitoring of seedling survival rates',
    ),
    n(
      'meşəbərpa işləri üzrə podratçılarla hesablaşmaların görülmüş işlərin həcmi təsdiqlənmədən aparılması',
      'contractors for reforestation being paid before the volume of work was confirmed',
    ),
    n(
      'tullantıların təkrar emal səviyyəsinin hədəf göstəricidən aşağı olması',
      'recycling rates falling below the target',
    ),
    n(
      'sahilbərkitmə qurğularının tikintisinin layihə müddətindən gecikməsi',
      'construction of coastal protection structures running behind schedule',
    ),
    n(
      'rekultivasiya edilmiş torpaqların təyinatı üzrə istifadəyə verilməsində gecikmələr',
      'delays in putting rehabilitated land to its intended use',
    ),
    n(
      'rekultivasiya işlərinin keyfiyyətinə dair laborator analizlərin aparılmaması',
      'no laboratory analysis of the quality of rehabilitation work',
    ),
  ],
};

/** Findings typical of IT audits, used instead of the area findings. */
export const itFindings: Named[] = [
  n(
    'istifadəçi giriş hüquqlarının vəzifə dəyişikliklərindən sonra vaxtında yenilənməməsi',
    'user access rights not being updated promptly after staff changes',
  ),
  n(
    'məlumatların ehtiyat nüsxələrindən bərpa testlərinin müntəzəm aparılmaması',
    'backup restoration tests not being performed regularly',
  ),
  n(
    'informasiya sistemləri arasında məlumat mübadiləsinin əl ilə aparılması səbəbindən uyğunsuzlukların yaranması',
    'inconsistencies arising from manual data exchange between information systems',
  ),
  n(
    'proqram təminatı lisenziyalarının uçotunun aparılmaması',
    'software licences not being recorded',
  ),
  n(
    'informasiya təhlükəsizliyi siyasəti təsdiq edilsə də, onun tətbiqinin monitorinq olunmaması',
    'the information security policy, although approved, not being monitored in practice',
  ),
];

/**
 * Findings of area `sahe`, or the IT findings when `it` is true. Audits name
 * the findings that fit their subject by 0-based index into this list.
 */
export function findingsFor(sahe: number, it = false): Named[] {
  if (it) return itFindings;
  const list = findingsBySahe[sahe];
  if (!list) throw new Error(`No findings for audit area ${sahe}`);
  return list;
}

/** What each audit type examines; key = `lookups.auditNov` index. */
export const auditTypeScope: Record<number, Named> = {
  1: n(
    'Audit zamanı audit obyektinin fəaliyyətinin qüvvədə olan qanunvericilik aktlarına, büdcə təsnifatına və müqavilə öhdəliklərinə uyğunluğu yoxlanılmışdır.',
    "The audit examined whether the audited entity's activities complied with the legislation in force, the budget classification and contractual obligations.",
  ),
  2: n(
    'Audit zamanı maliyyə hesabatlarının bütün əhəmiyyətli aspektlər üzrə etibarlılığı, aktiv və öhdəliklərin uçotunun düzgünlüyü qiymətləndirilmişdir.',
    'The audit assessed whether the financial statements were reliable in all material respects and whether assets and liabilities were correctly recorded.',
  ),
  3: n(
    'Audit zamanı proqramın məqsəd göstəricilərinə nail olunma səviyyəsi, resurslardan qənaətli istifadə və əldə olunmuş nəticələrin effektivliyi qiymətləndirilmişdir.',
    "The audit assessed the extent to which the programme's targets were achieved, the economy of resource use and the effectiveness of the results obtained.",
  ),
  4: n(
    'Audit zamanı informasiya sistemlərinin idarə edilməsi, məlumatların təhlükəsizliyi, giriş hüquqlarına nəzarət və fasiləsiz işin təmin olunması məsələləri qiymətləndirilmişdir.',
    'The audit assessed IT governance, data security, access control and business continuity arrangements.',
  ),
};

/** Closing paragraphs of audit texts, used in rotation. */
export const auditClosings: Named[] = [
  n(
    'Audit hesabatı Hesablama Palatasının Kollegiyasında müzakirə edilərək təsdiq olunmuş, aşkar edilmiş çatışmazlıqların aradan qaldırılması məqsədilə audit obyektinə tövsiyələr göndərilmişdir. Tövsiyələrin icrası Palata tərəfindən izlənilir.',
    'The audit report was discussed and approved by the Board of the Chamber of Accounts, and recommendations were sent to the audited entity to remedy the shortcomings identified. The Chamber monitors their implementation.',
  ),
  n(
    'Audit nəticələrinə dair məlumat Azərbaycan Respublikasının Milli Məclisinə təqdim edilmişdir. Büdcə vəsaitlərinin təyinatı üzrə istifadə edilməməsi halları ilə bağlı materiallar qanunvericiliyə uyğun olaraq aidiyyəti orqanlara göndərilmişdir.',
    'Information on the audit results was submitted to the Milli Majlis of the Republic of Azerbaijan. Materials on cases of budget funds not being used for their intended purpose were forwarded to the competent authorities as required by law.',
  ),
  n(
    'Audit obyektinin rəhbərliyi audit nəticələri ilə razılaşmış və tövsiyələrin icrası üzrə tədbirlər planını üç ay müddətində Palataya təqdim etməyi öhdəsinə götürmüşdür. Tövsiyələrin icra vəziyyəti barədə məlumat Palatanın rəsmi saytının “Qərarların izlənilməsi” bölməsində yerləşdiriləcəkdir.',
    "The management of the audited entity agreed with the findings and undertook to submit an action plan for implementing the recommendations to the Chamber within three months. Progress will be reported in the “Follow-up of decisions” section of the Chamber's website.",
  ),
];

/** Closing paragraph number `i`, wrapping around. */
export function closing(i: number): Named {
  return pick(auditClosings, i);
}
