/**
 * Informational static pages: FAQ, site map intro, the Lima Declaration, the
 * Year of the Constitution and Sovereignty, and the Heydar Aliyev centenary
 * page of links.
 */
import type { StaticPage } from './types';
import { a, h2, html, p, ul } from './helpers';

type Pair = [string, string];

const faq: Array<{ q: Pair; a: Pair }> = [
  {
    q: [
      'Hesablama Palatası hansı qurumları audit edir?',
      'Which bodies does the Chamber of Accounts audit?',
    ],
    a: [
      'Palata dövlət büdcəsindən və büdcədənkənar dövlət fondlarından vəsait alan dövlət orqanlarını, büdcə təşkilatlarını, habelə dövlət payı olan hüquqi şəxsləri audit edə bilər.',
      'The Chamber may audit public bodies and budget organisations that receive funds from the state budget or extra-budgetary state funds, as well as legal entities in which the state holds a share.',
    ],
  },
  {
    q: ['Audit təklifini necə göndərmək olar?', 'How can I submit an audit proposal?'],
    a: [
      'Saytın “Sorğu və müraciətlər” bölməsində müraciət növü kimi “Audit təklifi”ni seçərək təklifinizi göndərə bilərsiniz. Təkliflər illik iş planı hazırlanarkən nəzərə alınır.',
      'Choose “Audit proposal” as the request type in the “Requests and appeals” section of the website and send your proposal. Proposals are taken into account when the annual work plan is prepared.',
    ],
  },
  {
    q: ['Müraciətlərə hansı müddətdə cavab verilir?', 'How long does it take to answer a request?'],
    a: [
      'Müraciətlərə “Vətəndaşların müraciətləri haqqında” Azərbaycan Respublikasının Qanunu ilə müəyyən edilmiş müddətlərdə, bir qayda olaraq 15 iş günü ərzində baxılır. Əlavə araşdırma tələb olunduqda bu müddət uzadıla bilər və bu barədə müraciət edənə məlumat verilir.',
      'Requests are handled within the time limits set by the Law of the Republic of Azerbaijan “On Citizens’ Requests”, normally within 15 working days. Where further inquiry is needed, the period may be extended and the applicant is informed.',
    ],
  },
  {
    q: [
      'Audit hesabatları ictimaiyyət üçün açıqdırmı?',
      'Are audit reports available to the public?',
    ],
    a: [
      'Bəli. Audit hesabatlarının xülasələri, rəylər və fəaliyyət hesabatları saytın “Fəaliyyət” bölməsində dərc olunur. Dövlət sirri təşkil edən məlumatlar istisnadır.',
      'Yes. Summaries of audit reports, opinions and activity reports are published in the “Activity” section of the website. Information classified as a state secret is the only exception.',
    ],
  },
  {
    q: ['Palataya işə necə qəbul olmaq olar?', 'How can I apply for a job at the Chamber?'],
    a: [
      'Vakansiyalar barədə məlumat “Dövlət qulluğu” və “Elanlar” bölmələrində dərc olunur. Qəbul dövlət qulluğu haqqında qanunvericiliyə uyğun olaraq müsabiqə və müsahibə yolu ilə aparılır.',
      'Vacancies are published in the “Civil service” and “Announcements” sections. Recruitment is carried out through competitions and interviews in line with civil service legislation.',
    ],
  },
  {
    q: ['Palata cinayət işlərinə baxırmı?', 'Does the Chamber investigate crimes?'],
    a: [
      'Xeyr, Palata hüquq-mühafizə orqanı deyil. Audit zamanı cinayət əlamətləri olan hallar aşkar edildikdə materiallar qanunvericiliyə uyğun olaraq aidiyyəti orqanlara göndərilir.',
      'No, the Chamber is not a law enforcement body. Where an audit uncovers signs of a crime, the materials are forwarded to the competent authorities as required by law.',
    ],
  },
];

function faqHtml(lang: 0 | 1): string {
  return html(
    p(
      lang === 0
        ? 'Bu səhifədə vətəndaşların Hesablama Palatasına ən çox ünvanladıqları suallar və onların cavabları toplanmışdır.'
        : 'This page brings together the questions most frequently asked of the Chamber of Accounts, with their answers.',
    ),
    ...faq.map((x) => `<h2>${x.q[lang]}</h2>${p(x.a[lang])}`),
  );
}

export const infoPages: StaticPage[] = [
  {
    shortTitle: 'tez-tez-verilen-suallar',
    az: { title: 'Tez-tez verilən suallar', html: faqHtml(0) },
    en: { title: 'Frequently asked questions', html: faqHtml(1) },
  },
  {
    shortTitle: 'saytin-xeritesi',
    az: {
      title: 'Saytın xəritəsi',
      html: p(
        'Bu səhifədə saytın bütün bölmələri və onların alt bölmələri göstərilir. Axtardığınız məlumatı tapmaq üçün müvafiq bölməni seçin və ya saytın yuxarı hissəsindəki axtarışdan istifadə edin.',
      ),
    },
    en: {
      title: 'Site map',
      html: p(
        'This page lists all sections of the website and their subsections. To find the information you need, choose the relevant section or use the search at the top of the site.',
      ),
    },
  },
  {
    shortTitle: 'lima',
    az: {
      title: 'Lima Bəyannaməsi',
      html: html(
        p(
          'Dövlət maliyyə nəzarətinin prinsipləri haqqında Lima Bəyannaməsi 1977-ci ildə Peru Respublikasının paytaxtı Lima şəhərində keçirilmiş INTOSAI-nin IX Konqresində qəbul edilmişdir. Bəyannamə ali audit qurumlarının “Maqna Kartası” adlandırılır və bu gün INTOSAI-nin peşəkar pronunsiamentlər çərçivəsində INTOSAI-P 1 kimi təsnif olunur.',
        ),
        h2('Əsas prinsiplər'),
        ul([
          '<strong>Auditin məqsədi.</strong> Audit özlüyündə məqsəd deyil, dövlət vəsaitlərinin idarə edilməsində qanunauyğunluğu, səmərəliliyi və hesabatlılığı təmin edən nəzarət sisteminin ayrılmaz hissəsidir.',
          '<strong>Müstəqillik.</strong> Ali audit qurumları audit olunan qurumlardan asılı olmamalı və kənar təsirlərdən qorunmalıdır; onların yaradılması və müstəqilliyinin təminatları konstitusiyada təsbit edilməlidir.',
          '<strong>Üzvlərin müstəqilliyi.</strong> Ali audit qurumunun üzvlərinin vəzifəyə təyin edilməsi və vəzifədən azad edilməsi qaydası onların müstəqilliyini təmin etməlidir.',
          '<strong>Maliyyə müstəqilliyi.</strong> Ali audit qurumu vəzifələrini yerinə yetirmək üçün zəruri maliyyə vəsaiti ilə təmin edilməlidir.',
          '<strong>Hesabat vermək hüququ və vəzifəsi.</strong> Ali audit qurumu audit nəticələrini ildə ən azı bir dəfə parlamentə təqdim etməli və dərc etməlidir.',
        ]),
        p(
          '2007-ci ildə qəbul edilmiş Meksika Bəyannaməsi Lima Bəyannaməsinin müstəqillik prinsiplərini inkişaf etdirmişdir. BMT Baş Assambleyası 2011-ci və 2014-cü illərdə qəbul etdiyi qətnamələrdə bu bəyannamələrin əhəmiyyətini tanımış və üzv dövlətləri onların prinsiplərini tətbiq etməyə çağırmışdır.',
        ),
        p(
          `Bəyannamənin tam mətni ilə ${a('https://www.intosai.org', 'INTOSAI-nin rəsmi saytında')} tanış olmaq olar.`,
        ),
      ),
    },
    en: {
      title: 'Lima Declaration',
      html: html(
        p(
          'The Lima Declaration of Guidelines on Auditing Precepts was adopted by the IX INTOSAI Congress in Lima, the capital of Peru, in 1977. Often called the “Magna Carta” of supreme audit institutions, it is now classified as INTOSAI-P 1 in the INTOSAI Framework of Professional Pronouncements.',
        ),
        h2('Key principles'),
        ul([
          '<strong>Purpose of audit.</strong> Audit is not an end in itself but an indispensable part of a regulatory system that ensures lawfulness, efficiency and accountability in the management of public funds.',
          '<strong>Independence.</strong> Supreme audit institutions must be independent of the audited entity and protected against outside influence; their establishment and the guarantees of their independence should be laid down in the constitution.',
          '<strong>Independence of members.</strong> The procedures for appointing and removing the members of a supreme audit institution must safeguard their independence.',
          '<strong>Financial independence.</strong> A supreme audit institution must be provided with the financial means it needs to accomplish its tasks.',
          '<strong>Right and obligation to report.</strong> A supreme audit institution should report its findings to parliament at least once a year and publish them.',
        ]),
        p(
          'The Mexico Declaration of 2007 developed the independence principles of the Lima Declaration further. In resolutions adopted in 2011 and 2014, the UN General Assembly recognised the importance of these declarations and encouraged member states to apply their principles.',
        ),
        p(
          `The full text of the Declaration is available on ${a('https://www.intosai.org', 'the INTOSAI website')}.`,
        ),
      ),
    },
  },
  {
    shortTitle: 'konstitusiya-ve-suverenlik-ili',
    az: {
      title: 'Konstitusiya və Suverenlik İli',
      html: html(
        p(
          'Azərbaycan Respublikası Prezidentinin Sərəncamı ilə 2025-ci il ölkəmizdə “Konstitusiya və Suverenlik İli” elan edilmişdir. Bu qərar Azərbaycan Respublikası Konstitusiyasının ümumxalq səsverməsi yolu ilə qəbul edilməsinin 30 illiyi, həmçinin ölkəmizin ərazi bütövlüyünün və suverenliyinin tam bərpası ilə bağlıdır.',
        ),
        p(
          'Hesablama Palatası “Konstitusiya və Suverenlik İli” çərçivəsində aşağıdakı tədbirləri həyata keçirmişdir:',
        ),
        ul([
          'əməkdaşlar üçün konstitusiya hüququ və dövlət maliyyəsi mövzusunda seminarlar;',
          'ali təhsil müəssisələrinin tələbələri ilə maarifləndirici görüşlər;',
          '“Konstitusiya və dövlət auditi” mövzusunda esse müsabiqəsi;',
          '“Audit” jurnalında Konstitusiyanın 30 illiyinə həsr olunmuş xüsusi rubrika.',
        ]),
        p(
          'Konstitusiya Hesablama Palatasının fəaliyyətinin hüquqi əsasını təşkil edir. Dövlət büdcəsinin icrasına parlament nəzarəti və bu məqsədlə Hesablama Palatasının yaradılması məhz Konstitusiyada təsbit edilmişdir.',
        ),
      ),
    },
    en: {
      title: 'Year of the Constitution and Sovereignty',
      html: html(
        p(
          'By Order of the President of the Republic of Azerbaijan, 2025 was declared the “Year of the Constitution and Sovereignty” in Azerbaijan. The decision marks the 30th anniversary of the adoption of the Constitution of the Republic of Azerbaijan by nationwide referendum and the full restoration of the country’s territorial integrity and sovereignty.',
        ),
        p('As part of the “Year of the Constitution and Sovereignty”, the Chamber of Accounts:'),
        ul([
          'held seminars for its staff on constitutional law and public finance;',
          'organised awareness meetings with university students;',
          'ran an essay competition on “The Constitution and public audit”;',
          'published a special section of the “Audit” journal marking the 30th anniversary of the Constitution.',
        ]),
        p(
          "The Constitution provides the legal basis for the Chamber of Accounts' work. It is the Constitution that establishes parliamentary oversight of the execution of the state budget and the Chamber of Accounts for that purpose.",
        ),
      ),
    },
  },
  {
    shortTitle: 'haydar-aliyev-100-il',
    az: {
      title: 'Heydər Əliyev – 100',
      html: html(
        p(
          'Azərbaycan Respublikası Prezidentinin Sərəncamı ilə Ümummilli Lider Heydər Əliyevin anadan olmasının 100 illiyi münasibətilə 2023-cü il ölkəmizdə “Heydər Əliyev İli” elan edilmişdir. Bu səhifədə Hesablama Palatasının yubiley ili çərçivəsində hazırladığı materiallar toplanmışdır.',
        ),
        ul([
          a('/xeberler', 'Yubiley tədbirləri barədə xəbərlər'),
          a('/cixislar', 'Palatanın sədrinin yubiley konfransındakı çıxışı'),
          a('/jurnallar', '“Audit” jurnalının xüsusi buraxılışı'),
          a('/videolar', 'Video materiallar'),
          a('/page/konstitusiya-ve-suverenlik-ili', 'Konstitusiya və Suverenlik İli'),
          a('https://heydar-aliyev-foundation.org', 'Heydər Əliyev Fondunun rəsmi saytı'),
          a('https://president.az', 'Azərbaycan Respublikası Prezidentinin rəsmi saytı'),
        ]),
        p(
          'Müstəqil Azərbaycanın dövlət maliyyəsi sisteminin və parlament nəzarəti institutlarının formalaşması Ümummilli Liderin adı ilə bağlıdır.',
        ),
      ),
    },
    en: {
      title: 'Heydar Aliyev – 100',
      html: html(
        p(
          'By Order of the President of the Republic of Azerbaijan, 2023 was declared the “Year of Heydar Aliyev” to mark the 100th anniversary of the birth of National Leader Heydar Aliyev. This page brings together the materials prepared by the Chamber of Accounts for the anniversary year.',
        ),
        ul([
          a('/xeberler', 'News about the anniversary events'),
          a('/cixislar', "The Chairman's speech at the anniversary conference"),
          a('/jurnallar', 'Special issue of the “Audit” journal'),
          a('/videolar', 'Videos'),
          a('/page/konstitusiya-ve-suverenlik-ili', 'Year of the Constitution and Sovereignty'),
          a('https://heydar-aliyev-foundation.org', 'Website of the Heydar Aliyev Foundation'),
          a(
            'https://president.az',
            'Official website of the President of the Republic of Azerbaijan',
          ),
        ]),
        p(
          "The formation of independent Azerbaijan's public finance system and its institutions of parliamentary oversight is associated with the name of the National Leader.",
        ),
      ),
    },
  },
];
