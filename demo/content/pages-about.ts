/**
 * Static pages about the institution: about us, the Chairman, the Board,
 * structure, former chairmen and the development strategy.
 */
import type { StaticPage } from './types';
import { a, h2, html, ol, p, ul } from './helpers';

export const aboutPages: StaticPage[] = [
  {
    shortTitle: 'haqqimizda',
    az: {
      title: 'Haqqımızda',
      html: html(
        p(
          'Azərbaycan Respublikasının Hesablama Palatası dövlət maliyyəsi üzərində xarici dövlət maliyyə nəzarətini həyata keçirən ali audit orqanıdır. Palata Azərbaycan Respublikasının Konstitusiyası və “Hesablama Palatası haqqında” Azərbaycan Respublikasının Qanunu əsasında fəaliyyət göstərir.',
        ),
        h2('Mandat'),
        p('Palatanın əsas vəzifələri aşağıdakılardır:'),
        ul([
          'dövlət büdcəsinin və büdcədənkənar dövlət fondlarının vəsaitlərinin istifadəsinin qanunauyğunluğuna, səmərəliliyinə və məqsədəuyğunluğuna nəzarət;',
          'dövlət büdcəsi layihəsinə və dövlət büdcəsinin icrası haqqında hesabata rəylərin hazırlanması;',
          'dövlət əmlakının idarə edilməsinin və dövlət borcunun auditi;',
          'audit nəticələri barədə Azərbaycan Respublikasının Milli Məclisinə məlumat verilməsi.',
        ]),
        h2('Müstəqillik'),
        p(
          'Palata öz fəaliyyətində müstəqildir və yalnız qanuna tabedir. Audit mövzularının seçilməsi, audit metodlarının müəyyən edilməsi və nəticələrin dərci Palatanın səlahiyyətinə aiddir. Palata INTOSAI-nin Lima və Meksika bəyannamələrində təsbit olunmuş müstəqillik prinsiplərini rəhbər tutur.',
        ),
        h2('Beynəlxalq əməkdaşlıq'),
        p(
          `Hesablama Palatası Ali Audit Qurumlarının Beynəlxalq Təşkilatının (${a('https://www.intosai.org', 'INTOSAI')}), Avropa Ali Audit Qurumları Təşkilatının (EUROSAI) və Asiya Ali Audit Qurumları Təşkilatının (ASOSAI) üzvüdür.`,
        ),
      ),
    },
    en: {
      title: 'About us',
      html: html(
        p(
          'The Chamber of Accounts of the Republic of Azerbaijan is the supreme audit institution that exercises external public financial control over public finances. It operates under the Constitution of the Republic of Azerbaijan and the Law of the Republic of Azerbaijan “On the Chamber of Accounts”.',
        ),
        h2('Mandate'),
        p("The Chamber's main tasks are:"),
        ul([
          'overseeing the lawfulness, efficiency and appropriateness of the use of funds from the state budget and extra-budgetary state funds;',
          'preparing opinions on the draft state budget and on the report on its execution;',
          'auditing the management of state property and public debt;',
          'informing the Milli Majlis of the Republic of Azerbaijan of audit results.',
        ]),
        h2('Independence'),
        p(
          'The Chamber is independent in its work and subject only to the law. It decides which topics to audit, which audit methods to use and how to publish its results. The Chamber is guided by the principles of independence set out in the INTOSAI Lima and Mexico Declarations.',
        ),
        h2('International cooperation'),
        p(
          `The Chamber of Accounts is a member of the International Organization of Supreme Audit Institutions (${a('https://www.intosai.org', 'INTOSAI')}), the European Organisation of Supreme Audit Institutions (EUROSAI) and the Asian Organization of Supreme Audit Institutions (ASOSAI).`,
        ),
      ),
    },
  },
  {
    shortTitle: 'sedr',
    az: {
      title: 'Palatanın sədri',
      html: html(
        p(
          'Hesablama Palatasının sədri Palatanın fəaliyyətinə ümumi rəhbərliyi həyata keçirir və Palatanı dövlət orqanları, beynəlxalq təşkilatlar və xarici ölkələrin ali audit qurumları ilə münasibətlərdə təmsil edir.',
        ),
        p(
          'Palatanın sədri Azərbaycan Respublikası Prezidentinin təqdimatı əsasında Azərbaycan Respublikasının Milli Məclisi tərəfindən vəzifəyə təyin edilir.',
        ),
        h2('Sədrin əsas səlahiyyətləri'),
        ul([
          'Palatanın illik iş planını Kollegiyanın müzakirəsinə təqdim edir;',
          'Kollegiyanın iclaslarına sədrlik edir;',
          'Palatanın fəaliyyət hesabatını Milli Məclisə təqdim edir;',
          'Palatanın struktur bölmələrinin fəaliyyətini əlaqələndirir;',
          'qanunvericiliklə müəyyən edilmiş digər səlahiyyətləri həyata keçirir.',
        ]),
        p(
          'Sədrin qəbuluna yazılmaq üçün vətəndaşlar “Sorğu və müraciətlər” bölməsindən istifadə edə bilərlər. Regionlarda vətəndaşların qəbulu əvvəlcədən elan olunmuş qrafik üzrə keçirilir.',
        ),
      ),
    },
    en: {
      title: 'Chairman of the Chamber',
      html: html(
        p(
          "The Chairman of the Chamber of Accounts provides overall leadership of the Chamber's work and represents the Chamber in its relations with public bodies, international organisations and the supreme audit institutions of other countries.",
        ),
        p(
          'The Chairman is appointed by the Milli Majlis of the Republic of Azerbaijan on the nomination of the President of the Republic of Azerbaijan.',
        ),
        h2("The Chairman's main powers"),
        ul([
          "submits the Chamber's annual work plan to the Board for discussion;",
          'chairs the meetings of the Board;',
          "presents the Chamber's activity report to the Milli Majlis;",
          "coordinates the work of the Chamber's units;",
          'exercises other powers established by law.',
        ]),
        p(
          'Citizens wishing to meet the Chairman can request an appointment through the “Requests and appeals” section. Receptions for citizens in the regions are held according to a schedule announced in advance.',
        ),
      ),
    },
  },
  {
    shortTitle: 'kollegiya',
    az: {
      title: 'Kollegiya',
      html: html(
        p(
          'Hesablama Palatasının Kollegiyası Palatanın fəaliyyətinin əsas məsələlərini kollegial qaydada müzakirə edən və həll edən orqandır. Kollegiyanın tərkibinə Palatanın sədri, sədrin müavini və auditorlar daxildir.',
        ),
        h2('Kollegiyanın səlahiyyətləri'),
        ul([
          'Palatanın illik iş planının təsdiq edilməsi;',
          'audit hesabatlarının və rəylərin müzakirəsi və təsdiqi;',
          'audit standartlarının və metodiki sənədlərin qəbul edilməsi;',
          'Palatanın fəaliyyət hesabatının təsdiq edilməsi;',
          'tövsiyələrin icrası vəziyyətinin müzakirəsi.',
        ]),
        p(
          'Kollegiyanın iclasları bir qayda olaraq ayda iki dəfə keçirilir. İclasda audit obyektlərinin nümayəndələri iştirak edə və audit nəticələrinə dair mövqelərini bildirə bilərlər. Kollegiyanın qərarları iclasda iştirak edən üzvlərin səs çoxluğu ilə qəbul edilir.',
        ),
      ),
    },
    en: {
      title: 'Board',
      html: html(
        p(
          "The Board of the Chamber of Accounts is the body that discusses and decides the main issues of the Chamber's work collectively. It consists of the Chairman, the Deputy Chairman and the auditors of the Chamber.",
        ),
        h2('Powers of the Board'),
        ul([
          "approving the Chamber's annual work plan;",
          'discussing and approving audit reports and opinions;',
          'adopting audit standards and methodological documents;',
          "approving the Chamber's activity report;",
          'reviewing the implementation of recommendations.',
        ]),
        p(
          "The Board usually meets twice a month. Representatives of audited entities may attend its meetings and state their position on the audit findings. The Board's decisions are taken by a majority of the members present.",
        ),
      ),
    },
  },
  {
    shortTitle: 'struktur',
    az: {
      title: 'Struktur',
      html: html(
        p(
          'Hesablama Palatasının strukturu Palatanın mandatına və fəaliyyət istiqamətlərinə uyğun olaraq formalaşdırılmışdır.',
        ),
        h2('Rəhbərlik'),
        ul(['Palatanın sədri', 'Palatanın sədrinin müavini', 'Auditorlar']),
        h2('Struktur bölmələr'),
        ul([
          'Dövlət büdcəsinin gəlirlərinin auditi departamenti',
          'Sosial sahələr üzrə audit departamenti',
          'İqtisadi sahələr və infrastruktur üzrə audit departamenti',
          'Büdcədənkənar fondların və dövlət şirkətlərinin auditi departamenti',
          'İnformasiya texnologiyaları auditi şöbəsi',
          'Büdcə təhlili şöbəsi',
          'Metodologiya şöbəsi',
          'Keyfiyyətə nəzarət şöbəsi',
          'Beynəlxalq əlaqələr şöbəsi',
          'Hüquq şöbəsi',
          'İnsan resursları şöbəsi',
          'İctimaiyyətlə əlaqələr və vətəndaş müraciətləri şöbəsi',
        ]),
        p('Palatanın strukturu və ştat cədvəli Kollegiya tərəfindən təsdiq edilir.'),
      ),
    },
    en: {
      title: 'Structure',
      html: html(
        p(
          "The structure of the Chamber of Accounts reflects the Chamber's mandate and areas of work.",
        ),
        h2('Leadership'),
        ul(['Chairman of the Chamber', 'Deputy Chairman of the Chamber', 'Auditors']),
        h2('Units'),
        ul([
          'State Budget Revenue Audit Department',
          'Social Sectors Audit Department',
          'Economic Sectors and Infrastructure Audit Department',
          'Extra-budgetary Funds and State-owned Companies Audit Department',
          'IT Audit Department',
          'Budget Analysis Department',
          'Methodology Department',
          'Quality Control Department',
          'International Relations Department',
          'Legal Department',
          'Human Resources Department',
          'Public Relations and Citizen Requests Department',
        ]),
        p("The Chamber's structure and staffing table are approved by the Board."),
      ),
    },
  },
  {
    shortTitle: 'sabiq-sedrler',
    az: {
      title: 'Sabiq sədrlər',
      html: html(
        p(
          'Hesablama Palatası fəaliyyətə başladığı vaxtdan bəri Palataya bir neçə sədr rəhbərlik etmişdir. Aşağıda Palatanın sabiq sədrlərinin səlahiyyət müddətləri və həmin dövrlərin əsas nəticələri göstərilir.',
        ),
        ol([
          '<strong>Palatanın ilk sədri (2001–2008-ci illər).</strong> Palatanın təşkilati strukturu formalaşdırılmış, Palata INTOSAI və EUROSAI-nin üzvü olmuşdur.',
          '<strong>Palatanın sədri (2008–2015-ci illər).</strong> Beynəlxalq audit standartlarının tətbiqinə başlanılmış, regional əməkdaşlıq genişləndirilmişdir.',
          '<strong>Palatanın sədri (2015–2022-ci illər).</strong> Yeni “Hesablama Palatası haqqında” Qanun tətbiq edilmiş, səmərəlilik auditi inkişaf etdirilmişdir.',
        ]),
        p(
          'Hər bir dövrdə Palatanın hüquqi bazası təkmilləşdirilmiş, audit metodologiyası beynəlxalq standartlara uyğunlaşdırılmış və beynəlxalq əməkdaşlıq genişləndirilmişdir.',
        ),
      ),
    },
    en: {
      title: 'Former chairmen',
      html: html(
        p(
          'Since it began its work, the Chamber of Accounts has been led by several chairmen. Their terms of office and the main achievements of each period are listed below.',
        ),
        ol([
          '<strong>First Chairman of the Chamber (2001–2008).</strong> The Chamber’s organisational structure was established, and the Chamber joined INTOSAI and EUROSAI.',
          '<strong>Chairman of the Chamber (2008–2015).</strong> Implementation of international auditing standards began and regional cooperation was expanded.',
          '<strong>Chairman of the Chamber (2015–2022).</strong> The new Law “On the Chamber of Accounts” was put into practice and performance auditing was developed.',
        ]),
        p(
          "In each period the Chamber's legal framework was improved, its audit methodology was brought into line with international standards and its international cooperation was broadened.",
        ),
      ),
    },
  },
  {
    shortTitle: 'strategiya',
    az: {
      title: 'İnkişaf strategiyası',
      html: html(
        p(
          'Hesablama Palatasının 2026–2030-cu illər üçün İnkişaf Strategiyası Palatanın missiyasını, baxışını, dəyərlərini və strateji məqsədlərini müəyyən edir.',
        ),
        h2('Missiya'),
        p(
          'Dövlət vəsaitlərinin qanuni, səmərəli və şəffaf istifadəsinə müstəqil nəzarət vasitəsilə dövlət idarəçiliyinin keyfiyyətinin yüksəldilməsinə və ictimai etimadın möhkəmləndirilməsinə töhfə vermək.',
        ),
        h2('Baxış'),
        p(
          'Vətəndaşların həyatında müsbət dəyişikliklərə töhfə verən peşəkar və etibarlı ali audit qurumu olmaq.',
        ),
        h2('Dəyərlər'),
        ul(['müstəqillik', 'peşəkarlıq', 'dürüstlük', 'şəffaflıq', 'yenilikçilik']),
        h2('Strateji məqsədlər'),
        ol([
          'Audit fəaliyyətinin keyfiyyətinin və təsirinin artırılması',
          'Rəqəmsal audit imkanlarının genişləndirilməsi',
          'İnstitusional potensialın və kadr hazırlığının gücləndirilməsi',
          'Vətəndaşlar və parlamentlə ünsiyyətin təkmilləşdirilməsi',
        ]),
        p(
          'Strategiyanın icrası illik fəaliyyət planları vasitəsilə həyata keçirilir, nəticələri isə hər il fəaliyyət hesabatında əks olunur.',
        ),
      ),
    },
    en: {
      title: 'Development strategy',
      html: html(
        p(
          "The Chamber of Accounts' Development Strategy for 2026–2030 sets out the Chamber's mission, vision, values and strategic goals.",
        ),
        h2('Mission'),
        p(
          'To help improve the quality of public administration and strengthen public trust through independent oversight of the lawful, efficient and transparent use of public funds.',
        ),
        h2('Vision'),
        p(
          "To be a professional and trusted supreme audit institution that makes a positive difference to citizens' lives.",
        ),
        h2('Values'),
        ul(['independence', 'professionalism', 'integrity', 'transparency', 'innovation']),
        h2('Strategic goals'),
        ol([
          'Increasing the quality and impact of audit work',
          'Expanding digital audit capabilities',
          'Strengthening institutional capacity and staff training',
          'Improving communication with citizens and parliament',
        ]),
        p(
          'The strategy is implemented through annual action plans, and progress is reported every year in the activity report.',
        ),
      ),
    },
  },
];
