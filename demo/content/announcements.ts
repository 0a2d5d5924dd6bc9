/**
 * Announcements (20), newest first: procurement (open tenders, requests for
 * quotations, results), vacancies and events.
 */
import type { AnnouncementDoc, Doc, ProcurementSubsection } from './types';
import { a, html, interleave, p, ul } from './helpers';

const PORTAL = 'https://etender.gov.az';

const NUMBER_WORDS: Record<number, string> = {
  2: 'Two',
  3: 'Three',
  4: 'Four',
  5: 'Five',
  6: 'Six',
  7: 'Seven',
};

function procurement(d: Doc, subsection: ProcurementSubsection): AnnouncementDoc {
  return { ...d, section: 'satinalma', subsection };
}

/* ------------------------------------------------------------------ */
/* Procurement                                                         */
/* ------------------------------------------------------------------ */

interface Purchase {
  /** genitive object of "satınalınması": "kompüter avadanlıqlarının" */
  gen: string;
  en: string;
}

const tenderItems: Array<Purchase & { fee: number; days: number }> = [
  { gen: 'kompüter avadanlıqlarının', en: 'computer equipment', fee: 100, days: 20 },
  {
    gen: 'inzibati binanın cari təmiri işlərinin',
    en: 'current repair works on the administrative building',
    fee: 150,
    days: 25,
  },
  {
    gen: 'audit proqram təminatı lisenziyalarının',
    en: 'audit software licences',
    fee: 100,
    days: 20,
  },
  { gen: 'nəqliyyat xidmətlərinin', en: 'transport services', fee: 50, days: 15 },
];

function tender(x: Purchase & { fee: number; days: number }): AnnouncementDoc {
  const titleAz = `Hesablama Palatası ${x.gen} satınalınması məqsədilə açıq tender elan edir`;
  return procurement(
    {
      az: {
        title: titleAz,
        html: html(
          p(
            `Hesablama Palatası ${x.gen} satınalınması məqsədilə açıq tender elan edir. Tender “Dövlət satınalmaları haqqında” Azərbaycan Respublikasının Qanununa uyğun olaraq elektron qaydada keçirilir.`,
          ),
          p('İddiaçılar üçün əsas şərtlər:'),
          ul([
            `iştirak haqqı: ${x.fee} manat;`,
            `təkliflərin təqdim edilməsinin son müddəti: elanın dərc olunduğu gündən etibarən ${x.days} gün;`,
            'təklifin təminatı: təklif qiymətinin 1 faizi həcmində bank zəmanəti;',
            'ixtisas uyğunluğunu təsdiq edən sənədlər: son bir il ərzində maliyyə vəziyyəti barədə bank arayışı və vergi borcunun olmaması haqqında arayış.',
          ]),
          p(
            `Tender barədə ətraflı məlumat ${a(PORTAL, 'dövlət satınalmalarının vahid internet portalında')} yerləşdirilmişdir. Təkliflərin açılışı qəbul müddəti başa çatdıqdan sonrakı iş günü portal vasitəsilə həyata keçiriləcəkdir.`,
          ),
        ),
      },
      en: {
        title: `The Chamber of Accounts announces an open tender for ${x.en}`,
        html: html(
          p(
            `The Chamber of Accounts announces an open tender for ${x.en}. The tender is held electronically in accordance with the Law of the Republic of Azerbaijan “On Public Procurement”.`,
          ),
          p('Main conditions for bidders:'),
          ul([
            `participation fee: ${x.fee} manats;`,
            `deadline for bids: ${x.days} days from the date of publication;`,
            'bid security: a bank guarantee of 1 per cent of the bid price;',
            "qualification documents: a bank statement on the bidder's financial position over the past year and a certificate of no tax arrears.",
          ]),
          p(
            `Full details are available on ${a(PORTAL, 'the single public procurement web portal')}. Bids will be opened through the portal on the working day after the submission deadline.`,
          ),
        ),
      },
    },
    'tender',
  );
}

const quotationItems: Purchase[] = [
  { gen: 'dəftərxana ləvazimatlarının', en: 'stationery' },
  { gen: 'ofis mebelinin', en: 'office furniture' },
  { gen: 'kartric və çap materiallarının', en: 'printer cartridges and printing supplies' },
];

function quotation(x: Purchase): AnnouncementDoc {
  const cap = x.gen.charAt(0).toUpperCase() + x.gen.slice(1);
  const enCap = x.en.charAt(0).toUpperCase() + x.en.slice(1);
  return procurement(
    {
      az: {
        title: `${cap} satınalınması üzrə kotirovka sorğusu`,
        html: html(
          p(
            `Hesablama Palatası ${x.gen} satınalınması üçün kotirovka sorğusu elan edir. Sorğuda iştirak etmək istəyən hüquqi və fiziki şəxslər qiymət təkliflərini ${a(PORTAL, 'dövlət satınalmalarının vahid internet portalı')} vasitəsilə təqdim edə bilərlər.`,
          ),
          p('Təkliflərə dair tələblər:'),
          ul([
            'təklif qiymətinə çatdırılma və yükləmə xərcləri daxil edilməlidir;',
            'malların keyfiyyət və uyğunluq sertifikatları təqdim olunmalıdır;',
            'təkliflər elanın dərcindən sonra 10 iş günü ərzində qəbul edilir.',
          ]),
          p(
            'Texniki tələblərə cavab verən və ən aşağı qiymət təklif etmiş iddiaçı qalib elan ediləcəkdir. Əlavə məlumat almaq istəyən iddiaçılar suallarını portal vasitəsilə yazılı şəkildə göndərə bilərlər; cavablar bütün iddiaçılar üçün açıq şəkildə dərc olunur.',
          ),
        ),
      },
      en: {
        title: `Request for quotations: ${x.en}`,
        html: html(
          p(
            `The Chamber of Accounts invites quotations for ${x.en}. Legal entities and individuals wishing to take part may submit their price offers through ${a(PORTAL, 'the single public procurement web portal')}.`,
          ),
          p('Requirements for quotations:'),
          ul([
            'the price must include delivery and handling costs;',
            'quality and conformity certificates for the goods must be provided;',
            'quotations are accepted for 10 working days after publication.',
          ]),
          p(
            `${enCap} will be purchased from the bidder offering the lowest price that meets the technical requirements. Bidders seeking further information may submit written questions through the portal; the answers are published for all bidders.`,
          ),
        ),
      },
    },
    'kotirovka',
  );
}

interface Result extends Purchase {
  tender: boolean;
  bidders: number;
  price: string;
}

/**
 * Results come out after the procedure they close: the seed dates
 * announcements 11 days apart, so each result here refers to a tender or
 * request for quotations further down the (older part of the) list, or to
 * an earlier procedure not shown.
 */
const resultItems: Result[] = [
  {
    gen: 'nəqliyyat xidmətlərinin',
    en: 'transport services',
    tender: true,
    bidders: 3,
    price: '96 000',
  },
  {
    gen: 'kartric və çap materiallarının',
    en: 'printer cartridges and printing supplies',
    tender: false,
    bidders: 4,
    price: '12 350',
  },
  {
    gen: 'server və şəbəkə avadanlığının',
    en: 'server and network equipment',
    tender: true,
    bidders: 5,
    price: '184 600',
  },
];

function result(x: Result): AnnouncementDoc {
  const procAz = x.tender ? 'açıq tender' : 'kotirovka sorğusu';
  const procGen = x.tender ? 'açıq tenderin' : 'kotirovka sorğusunun';
  const procEn = x.tender ? 'open tender' : 'request for quotations';
  const cap = x.gen.charAt(0).toUpperCase() + x.gen.slice(1);
  return procurement(
    {
      az: {
        title: `${cap} satınalınması üzrə ${procGen} nəticələri`,
        html: html(
          p(
            `Hesablama Palatasının ${x.gen} satınalınması üzrə keçirdiyi ${procAz} başa çatmışdır. Satınalma prosedurunda ${x.bidders} iddiaçı iştirak etmişdir. Prosedurun bütün mərhələləri elektron qaydada aparılmış, təkliflər satınalma komissiyası tərəfindən əvvəlcədən elan edilmiş meyarlar əsasında qiymətləndirilmişdir.`,
          ),
          p(
            `Təkliflərin qiymətləndirilməsi nəticəsində ən yaxşı təklifi vermiş iddiaçı qalib elan edilmiş və onunla satınalma müqaviləsi bağlanmışdır. Müqavilənin qiyməti ${x.price} manat təşkil edir. Qalib iddiaçı barədə məlumat ${a(PORTAL, 'dövlət satınalmalarının vahid internet portalında')} dərc olunmuşdur.`,
          ),
          p(
            'Satınalma prosedurunun nəticələrinə dair şikayətlər qanunvericiliklə müəyyən edilmiş qaydada və müddətdə təqdim edilə bilər.',
          ),
        ),
      },
      en: {
        title: `Results of the ${procEn} for ${x.en}`,
        html: html(
          p(
            `The ${procEn} held by the Chamber of Accounts for ${x.en} has been completed. ${NUMBER_WORDS[x.bidders] ?? x.bidders} bidders took part. All stages of the procedure were conducted electronically, and the bids were evaluated by the procurement commission against the criteria announced in advance.`,
          ),
          p(
            `Following the evaluation, the bidder with the best offer was declared the winner and a procurement contract was signed. The contract price is ${x.price.replace(' ', ',')} manats. Details of the winning bidder are published on ${a(PORTAL, 'the single public procurement web portal')}.`,
          ),
          p(
            'Complaints about the results may be filed in the manner and within the time limits established by law.',
          ),
        ),
      },
    },
    'netice',
  );
}

/* ------------------------------------------------------------------ */
/* Vacancies                                                           */
/* ------------------------------------------------------------------ */

interface Vacancy {
  titleAz: string;
  titleEn: string;
  unitAz: string;
  unitEn: string;
  reqs: Array<[string, string]>;
}

const vacancies: Vacancy[] = [
  {
    titleAz: 'Sosial sahələr üzrə audit departamentində baş məsləhətçi vəzifəsinə müsabiqə elanı',
    titleEn: 'Competition for the position of chief adviser in the Social Sectors Audit Department',
    unitAz: 'Sosial sahələr üzrə audit departamentində baş məsləhətçi',
    unitEn: 'a chief adviser in the Social Sectors Audit Department',
    reqs: [
      [
        'iqtisadiyyat, maliyyə və ya mühasibat uçotu ixtisası üzrə ali təhsil',
        'a university degree in economics, finance or accounting',
      ],
      [
        'dövlət auditi və ya maliyyə nəzarəti sahəsində ən azı beş il iş təcrübəsi',
        'at least five years of experience in public audit or financial control',
      ],
      [
        'beynəlxalq audit standartları üzrə biliklər',
        'knowledge of international auditing standards',
      ],
    ],
  },
  {
    titleAz:
      'İnformasiya texnologiyaları auditi şöbəsində aparıcı məsləhətçi vəzifəsi üzrə vakansiya',
    titleEn: 'Vacancy: leading adviser, IT Audit Department',
    unitAz: 'İnformasiya texnologiyaları auditi şöbəsində aparıcı məsləhətçi',
    unitEn: 'a leading adviser in the IT Audit Department',
    reqs: [
      [
        'informasiya texnologiyaları və ya kompüter elmləri üzrə ali təhsil',
        'a university degree in information technology or computer science',
      ],
      [
        'informasiya sistemlərinin auditi və ya informasiya təhlükəsizliyi sahəsində təcrübə',
        'experience in information systems audit or information security',
      ],
      [
        'verilənlər bazaları ilə işləmək və məlumat təhlili bacarıqları',
        'skills in working with databases and data analysis',
      ],
    ],
  },
  {
    titleAz: 'Büdcə təhlili şöbəsində məsləhətçi vəzifəsi üzrə vakansiya',
    titleEn: 'Vacancy: adviser, Budget Analysis Department',
    unitAz: 'Büdcə təhlili şöbəsində məsləhətçi',
    unitEn: 'an adviser in the Budget Analysis Department',
    reqs: [
      [
        'iqtisadiyyat və ya dövlət maliyyəsi ixtisası üzrə ali təhsil',
        'a university degree in economics or public finance',
      ],
      [
        'makroiqtisadi və fiskal təhlil sahəsində təcrübə',
        'experience in macroeconomic and fiscal analysis',
      ],
      ['statistik proqram təminatından istifadə bacarığı', 'ability to use statistical software'],
    ],
  },
  {
    titleAz: 'Hüquq şöbəsində baş məsləhətçi vəzifəsi üzrə vakansiya',
    titleEn: 'Vacancy: chief adviser, Legal Department',
    unitAz: 'Hüquq şöbəsində baş məsləhətçi',
    unitEn: 'a chief adviser in the Legal Department',
    reqs: [
      ['hüquqşünaslıq ixtisası üzrə ali təhsil', 'a university degree in law'],
      [
        'büdcə və dövlət qulluğu qanunvericiliyi sahəsində ən azı üç il iş təcrübəsi',
        'at least three years of experience with budget and civil service legislation',
      ],
      ['normativ hüquqi aktların layihələrini hazırlamaq bacarığı', 'ability to draft legal acts'],
    ],
  },
];

function vacancy(v: Vacancy): AnnouncementDoc {
  return {
    section: 'vakansiya',
    az: {
      title: v.titleAz,
      html: html(
        p(
          `Hesablama Palatasının ${v.unitAz} vəzifəsi üzrə vakansiya elan olunur. Vəzifəyə qəbul “Dövlət qulluğu haqqında” Azərbaycan Respublikasının Qanununa uyğun olaraq müsahibə yolu ilə həyata keçiriləcəkdir.`,
        ),
        p('Namizədlərə qoyulan tələblər:'),
        ul(v.reqs.map((r) => r[0])),
        p(
          'Müsahibədə iştirak etmək üçün namizədlər Dövlət İmtahan Mərkəzinin test imtahanından uğurla keçməli və dövlət qulluğuna namizədlər ehtiyatına daxil edilməlidirlər. Müraciətlər Palatanın rəsmi saytının “Dövlət qulluğu” bölməsində göstərilmiş qaydada qəbul edilir. Müsahibənin vaxtı və yeri barədə namizədlərə əlavə məlumat veriləcəkdir.',
        ),
      ),
    },
    en: {
      title: v.titleEn,
      html: html(
        p(
          `The Chamber of Accounts is recruiting ${v.unitEn}. Appointment will be made through an interview in accordance with the Law of the Republic of Azerbaijan “On Civil Service”.`,
        ),
        p('Requirements for candidates:'),
        ul(v.reqs.map((r) => r[1])),
        p(
          "To take part in the interview, candidates must have passed the State Examination Centre's test and be on the reserve list of candidates for the civil service. Applications are accepted as described in the “Civil service” section of the Chamber's website. Candidates will be informed separately of the time and place of the interview.",
        ),
      ),
    },
  };
}

const internship: AnnouncementDoc = {
  section: 'vakansiya',
  az: {
    title: 'Tələbələr üçün yay təcrübə proqramına qəbul elanı',
    html: html(
      p(
        'Hesablama Palatası ali təhsil müəssisələrinin iqtisadiyyat, maliyyə, hüquq və informasiya texnologiyaları ixtisasları üzrə təhsil alan yuxarı kurs tələbələri üçün yay təcrübə proqramına qəbul elan edir.',
      ),
      p('Proqram iki ay davam edir və aşağıdakıları əhatə edir:'),
      ul([
        'Palatanın struktur bölmələrinin fəaliyyəti ilə tanışlıq;',
        'audit qruplarının tərkibində praktiki işdə iştirak;',
        'təcrübənin sonunda yekun layihənin təqdimatı.',
      ]),
      p(
        'Müraciət edənlər tərcümeyi-hal, qiymət cədvəli və motivasiya məktubunu Palatanın rəsmi saytındakı “Sorğu və müraciətlər” bölməsi vasitəsilə göndərməlidirlər. Təcrübəni uğurla başa vuran iştirakçılara sertifikat təqdim olunur.',
      ),
    ),
  },
  en: {
    title: 'Applications open for the summer internship programme for students',
    html: html(
      p(
        'The Chamber of Accounts invites applications for its summer internship programme from senior undergraduates studying economics, finance, law and information technology.',
      ),
      p('The two-month programme includes:'),
      ul([
        "an introduction to the work of the Chamber's units;",
        'practical work as part of audit teams;',
        'presentation of a final project at the end of the internship.',
      ]),
      p(
        "Applicants should send a CV, transcript and motivation letter through the “Requests and appeals” section of the Chamber's website. Participants who complete the internship receive a certificate.",
      ),
    ),
  },
};

/* ------------------------------------------------------------------ */
/* Events                                                              */
/* ------------------------------------------------------------------ */

function event(
  azTitle: string,
  azParas: string[],
  enTitle: string,
  enParas: string[],
): AnnouncementDoc {
  return {
    section: 'tedbir',
    az: { title: azTitle, html: html(...azParas) },
    en: { title: enTitle, html: html(...enParas) },
  };
}

const events: AnnouncementDoc[] = [
  event(
    '“Açıq qapı” günü: Hesablama Palatası tələbələri qəbul edir',
    [
      p(
        'Hesablama Palatası iqtisadiyyat və hüquq ixtisasları üzrə təhsil alan tələbələr üçün “Açıq qapı” günü keçirir. Tədbirdə iştirakçılar Palatanın tarixi, mandatı və audit prosesi ilə tanış olacaqlar.',
      ),
      ul([
        'Palatanın fəaliyyəti barədə təqdimat;',
        'auditorlarla sual-cavab sessiyası;',
        'təcrübə proqramları və dövlət qulluğuna qəbul barədə məlumat.',
      ]),
      p(
        'Tədbir Palatanın inzibati binasında keçiriləcək və təxminən üç saat davam edəcəkdir. İştirakçılara Palatanın nəşrləri və “Audit” jurnalının son nömrələri təqdim olunacaqdır. İştirak pulsuzdur, lakin əvvəlcədən qeydiyyat tələb olunur. Qeydiyyat “Sorğu və müraciətlər” bölməsi vasitəsilə aparılır.',
      ),
    ],
    'Open day: the Chamber of Accounts welcomes students',
    [
      p(
        "The Chamber of Accounts is holding an open day for economics and law students. Participants will learn about the Chamber's history, mandate and audit process.",
      ),
      ul([
        "a presentation on the Chamber's work;",
        'a question-and-answer session with auditors;',
        'information on internships and recruitment to the civil service.',
      ]),
      p(
        "The event will take place at the Chamber's administrative building and will last about three hours. Participants will receive the Chamber's publications and recent issues of the “Audit” journal. Participation is free but advance registration is required, through the “Requests and appeals” section.",
      ),
    ],
  ),
  event(
    '“Dövlət auditinin aktual problemləri” elmi-praktik konfransına məqalə qəbulu',
    [
      p(
        'Hesablama Palatası “Dövlət auditinin aktual problemləri” mövzusunda elmi-praktik konfrans keçirir. Konfransa dövlət auditi, büdcə siyasəti və dövlət maliyyəsinin idarə edilməsi sahəsində tədqiqatlar qəbul olunur. Konfransda Palatanın əməkdaşları, alimlər, ali təhsil müəssisələrinin müəllimləri və doktorantlar iştirak edə bilərlər.',
      ),
      p('Konfransın bölmələri:'),
      ul([
        'dövlət auditinin metodologiyası;',
        'büdcə siyasəti və fiskal dayanıqlıq;',
        'rəqəmsal transformasiya və audit.',
      ]),
      p(
        'Məqalələr Azərbaycan və ya ingilis dilində, 3000–5000 söz həcmində təqdim olunmalıdır. Təqdim olunan işlər redaksiya heyəti tərəfindən anonim rəydən keçiriləcək, seçilmiş məruzələr isə “Audit” jurnalının növbəti nömrələrində dərc olunacaqdır.',
      ),
    ],
    'Call for papers: research-to-practice conference on “Current issues in public audit”',
    [
      p(
        'The Chamber of Accounts is holding a research-to-practice conference on “Current issues in public audit”. Papers on public audit, budget policy and public financial management are invited. Staff of the Chamber, academics, university lecturers and doctoral students are welcome to take part.',
      ),
      p('Conference sections:'),
      ul([
        'public audit methodology;',
        'budget policy and fiscal sustainability;',
        'digital transformation and audit.',
      ]),
      p(
        'Papers of 3,000–5,000 words may be submitted in Azerbaijani or English. Submissions will undergo anonymous peer review by the editorial board, and selected papers will be published in forthcoming issues of the “Audit” journal.',
      ),
    ],
  ),
  event(
    'Dövlət büdcəsinin icrasına dair vətəndaş bələdçisinin ictimai təqdimatı keçiriləcək',
    [
      p(
        'Hesablama Palatası 2025-ci il dövlət büdcəsinin icrası haqqında hesabata dair rəyinin vətəndaşlar üçün sadələşdirilmiş versiyasını – vətəndaş bələdçisini ictimaiyyətə təqdim edəcəkdir.',
      ),
      p(
        'Təqdimatda büdcənin gəlir və xərclərinin icrası, Palatanın rəyində qaldırılan məsələlər infoqrafiklər vasitəsilə izah ediləcək, iştirakçıların sualları cavablandırılacaqdır. Tədbirə vətəndaş cəmiyyəti təşkilatlarının nümayəndələri, jurnalistlər və tələbələr dəvət olunur. Tədbir Palatanın konfrans zalında keçiriləcək, iştirak üçün əvvəlcədən qeydiyyat tələb olunur. Təqdimatdan sonra bələdçinin elektron versiyası Palatanın rəsmi saytının “Büdcə xülasəsi” bölməsində yerləşdiriləcəkdir.',
      ),
    ],
    "Public presentation of the citizens' guide to the execution of the state budget",
    [
      p(
        "The Chamber of Accounts will present to the public a simplified version of its opinion on the report on the execution of the 2025 state budget: the citizens' guide.",
      ),
      p(
        "The presentation will use infographics to explain how revenue and spending were executed and the issues raised in the Chamber's opinion, and participants' questions will be answered. Representatives of civil society organisations, journalists and students are invited. The event will be held in the Chamber's conference hall, and advance registration is required. After the presentation, the electronic version of the guide will be posted in the “Budget summary” section of the Chamber's website.",
      ),
    ],
  ),
  event(
    'Gənc tədqiqatçılar üçün “Audit və şəffaflıq” esse müsabiqəsi elan olunur',
    [
      p(
        'Hesablama Palatası 18–30 yaşlı tələbə və gənc tədqiqatçılar arasında “Audit və şəffaflıq” mövzusunda esse müsabiqəsi elan edir.',
      ),
      ul([
        'esse Azərbaycan və ya ingilis dilində, 1500–2500 söz həcmində olmalıdır;',
        'işlər müəllifin əvvəllər dərc olunmamış tədqiqatı olmalıdır;',
        'qaliblər diplom və Palatada təcrübə keçmək imkanı ilə mükafatlandırılacaqlar.',
      ]),
      p(
        'Müsabiqəyə təqdim olunan işlər Palatanın əməkdaşlarından və müstəqil ekspertlərdən ibarət münsiflər heyəti tərəfindən qiymətləndiriləcəkdir. Qiymətləndirmə zamanı mövzunun aktuallığı, təhlilin dərinliyi və təkliflərin praktiki əhəmiyyəti nəzərə alınacaqdır. Müsabiqənin nəticələri Palatanın rəsmi saytında elan ediləcəkdir.',
      ),
    ],
    'Essay competition “Audit and transparency” announced for young researchers',
    [
      p(
        'The Chamber of Accounts announces an essay competition on “Audit and transparency” for students and young researchers aged 18–30.',
      ),
      ul([
        'essays should be 1,500–2,500 words long, in Azerbaijani or English;',
        "entries must be the author's own previously unpublished work;",
        'winners will receive a diploma and the opportunity to do an internship at the Chamber.',
      ]),
      p(
        "Entries will be judged by a panel of Chamber staff and independent experts on the relevance of the topic, the depth of analysis and the practical value of the proposals. The results will be announced on the Chamber's website.",
      ),
    ],
  ),
  event(
    'Vətəndaş cəmiyyəti təşkilatları ilə audit planlaşdırmasına dair ictimai müzakirə',
    [
      p(
        'Hesablama Palatası növbəti ilin audit iş planının hazırlanması çərçivəsində vətəndaş cəmiyyəti təşkilatları ilə ictimai müzakirə keçirir. Müzakirə Palatanın konfrans zalında keçiriləcək və onlayn yayımlanacaqdır.',
      ),
      p(
        'Müzakirədə iştirakçılar audit aparılmasını vacib hesab etdikləri sahələr və dövlət proqramları barədə təkliflərini təqdim edə biləcəklər. Təkliflər risk təhlilinə daxil edilərək iş planı hazırlanarkən nəzərə alınacaqdır.',
      ),
      p(
        'Müzakirədə iştirak etmək istəyən təşkilatlar təkliflərini əvvəlcədən “Sorğu və müraciətlər” bölməsi vasitəsilə göndərə bilərlər. Müzakirənin yekunları barədə məlumat Palatanın rəsmi saytında dərc olunacaqdır.',
      ),
    ],
    'Public consultation with civil society organisations on audit planning',
    [
      p(
        "As part of preparing next year's audit work plan, the Chamber of Accounts is holding a public consultation with civil society organisations. The consultation will be held in the Chamber's conference hall and streamed online.",
      ),
      p(
        'Participants will be able to propose areas and state programmes they believe should be audited. The proposals will be included in the risk analysis and taken into account when the work plan is drawn up.',
      ),
      p(
        "Organisations wishing to take part may send their proposals in advance through the “Requests and appeals” section. A summary of the consultation will be published on the Chamber's website.",
      ),
    ],
  ),
];

const AZ_ONLY = new Set([6, 15]);

/** Announcements, newest first, with the sections mixed. */
export const announcements: AnnouncementDoc[] = interleave<AnnouncementDoc>([
  tenderItems.map(tender),
  [...vacancies.map(vacancy), internship],
  quotationItems.map(quotation),
  events,
  resultItems.map(result),
]).map((d, i) => (AZ_ONLY.has(i) ? { ...d, en: null } : d));

/**
 * Links to the vacancy announcements, for the civil-service page. The address is a
 * `{{elan:INDEX}}` placeholder (INDEX in `announcements`) that the loader turns into
 * the item's page in the page text's language (demo/load.ts, resolveDemoLinks).
 */
export function vacancyLinks(language: 'az' | 'en'): string[] {
  return vacancies.map((v) => {
    const index = announcements.findIndex((d) => d.az.title === v.titleAz);
    return a(`{{elan:${index}}}`, language === 'az' ? v.titleAz : v.titleEn);
  });
}
