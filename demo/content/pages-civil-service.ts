/**
 * The five tabs of the civil service (Dövlət qulluğu) section.
 */
import type { StaticPage } from './types';
import { vacancyLinks } from './announcements';
import { h2, html, ol, p, ul } from './helpers';

export const civilServicePages: StaticPage[] = [
  {
    shortTitle: 'dq-daxili-musahibe',
    az: {
      title: 'Daxili müsahibə elanları',
      html: html(
        p(
          'Bu bölmədə Hesablama Palatasının dövlət qulluqçuları arasında vakant inzibati vəzifələrin tutulması üçün keçirilən daxili müsahibələr barədə elanlar dərc olunur.',
        ),
        p(
          'Daxili müsahibədə Palatada ən azı bir il dövlət qulluğu keçmiş və son xidməti qiymətləndirmədə müsbət nəticə almış əməkdaşlar iştirak edə bilərlər. Müraciətlər elanın dərc olunduğu gündən etibarən 10 iş günü ərzində İnsan resursları şöbəsinə təqdim edilir.',
        ),
        h2('Cari elanlar'),
        p(
          'Hazırda daxili müsahibə elanı yoxdur. Açıq vakansiyalar “Müsabiqə əsasında müsahibə elanları” bölməsində dərc olunur.',
        ),
      ),
    },
    en: {
      title: 'Internal interview announcements',
      html: html(
        p(
          "This section publishes announcements of internal interviews held to fill vacant administrative positions from among the Chamber of Accounts' civil servants.",
        ),
        p(
          'Staff who have served at the Chamber for at least one year and received a positive result in their latest performance appraisal may take part. Applications are submitted to the Human Resources Department within 10 working days of the announcement.',
        ),
        h2('Current announcements'),
        p(
          'There are no internal interviews announced at the moment. Open vacancies are published under “Competition-based interview announcements”.',
        ),
      ),
    },
  },
  {
    shortTitle: 'dq-umumi-musahibe',
    az: {
      title: 'Ümumi müsahibə elanları',
      html: html(
        p(
          'Ümumi müsahibə Dövlət İmtahan Mərkəzinin keçirdiyi test imtahanından uğurla keçmiş və dövlət qulluğuna namizədlər ehtiyatına daxil edilmiş şəxslər arasında aparılır.',
        ),
        p('Müsahibəyə dəvət olunan namizədlər aşağıdakı sənədləri təqdim etməlidirlər:'),
        ul([
          'şəxsiyyət vəsiqəsinin surəti;',
          'təhsil haqqında sənədin surəti;',
          'əmək fəaliyyətini təsdiq edən sənəd;',
          'test imtahanının nəticəsi barədə arayış.',
        ]),
        p('Müsahibənin tarixi və yeri namizədlərə elektron poçt vasitəsilə əvvəlcədən bildirilir.'),
      ),
    },
    en: {
      title: 'General interview announcements',
      html: html(
        p(
          'General interviews are held among candidates who have passed the test examination conducted by the State Examination Centre and have been placed on the reserve list of candidates for the civil service.',
        ),
        p('Candidates invited to an interview must submit:'),
        ul([
          'a copy of their identity card;',
          'a copy of their education certificate;',
          'a document confirming their employment history;',
          'a certificate of their test examination result.',
        ]),
        p('Candidates are informed of the date and place of the interview in advance by e-mail.'),
      ),
    },
  },
  {
    shortTitle: 'dq-musabiqe-musahibe',
    az: {
      title: 'Müsabiqə əsasında müsahibə elanları',
      html: html(
        p(
          'Bu bölmədə inzibati vəzifələrin müsabiqə yolu ilə tutulması üçün keçirilən müsahibələr barədə elanlar yerləşdirilir. Müsabiqə iki mərhələdən – test imtahanından və müsahibədən ibarətdir.',
        ),
        h2('Müsabiqənin mərhələləri'),
        ol([
          'Dövlət İmtahan Mərkəzində test imtahanı;',
          'Palatada müsahibə komissiyası qarşısında müsahibə;',
          'nəticələrin elan edilməsi və vəzifəyə təyinat.',
        ]),
        p(
          'Müsahibə zamanı namizədin peşəkar bilikləri, analitik bacarıqları, ünsiyyət qabiliyyəti və dövlət auditi sahəsindəki təcrübəsi qiymətləndirilir.',
        ),
        h2('Cari elanlar'),
        ul(vacancyLinks('az')),
      ),
    },
    en: {
      title: 'Competition-based interview announcements',
      html: html(
        p(
          'This section contains announcements of interviews held to fill administrative positions through open competition. The competition has two stages: a test examination and an interview.',
        ),
        h2('Stages of the competition'),
        ol([
          'a test examination at the State Examination Centre;',
          'an interview before the interview board at the Chamber;',
          'announcement of the results and appointment to the position.',
        ]),
        p(
          "The interview assesses the candidate's professional knowledge, analytical skills, communication skills and experience in public audit.",
        ),
        h2('Current vacancies'),
        ul(vacancyLinks('en')),
      ),
    },
  },
  {
    shortTitle: 'dq-musahibe-neticeleri',
    az: {
      title: 'Müsahibələrin nəticələri',
      html: html(
        p(
          'Müsahibələrin nəticələri müsahibə başa çatdıqdan sonra beş iş günü ərzində bu bölmədə dərc olunur. Nəticələr namizədlərə həmçinin elektron poçt vasitəsilə bildirilir.',
        ),
        ul([
          'Hüquq şöbəsində baş məsləhətçi vəzifəsi üzrə müsahibənin nəticələri',
          'İnformasiya texnologiyaları auditi şöbəsində aparıcı məsləhətçi vəzifəsi üzrə müsahibənin nəticələri',
          'Büdcə təhlili şöbəsində məsləhətçi vəzifəsi üzrə müsahibənin nəticələri',
        ]),
        p(
          'Nəticələrlə razılaşmayan namizədlər qanunvericiliklə müəyyən edilmiş qaydada şikayət verə bilərlər.',
        ),
      ),
    },
    en: {
      title: 'Interview results',
      html: html(
        p(
          'Interview results are published in this section within five working days after the interview. Candidates are also notified of the results by e-mail.',
        ),
        ul([
          'Results of the interview for the position of chief adviser, Legal Department',
          'Results of the interview for the position of leading adviser, IT Audit Department',
          'Results of the interview for the position of adviser, Budget Analysis Department',
        ]),
        p('Candidates who disagree with the results may appeal in the manner established by law.'),
      ),
    },
  },
  {
    shortTitle: 'dq-huquqi-aktlar',
    az: {
      title: 'Dövlət qulluğuna dair hüquqi aktlar',
      html: html(
        p('Hesablama Palatasında dövlət qulluğu aşağıdakı hüquqi aktlarla tənzimlənir:'),
        ul([
          '“Dövlət qulluğu haqqında” Azərbaycan Respublikasının Qanunu;',
          '“Dövlət qulluqçularının etik davranış qaydaları haqqında” Azərbaycan Respublikasının Qanunu;',
          'Dövlət orqanlarında inzibati vəzifələrə müsabiqə yolu ilə qəbulun Qaydaları;',
          'Dövlət qulluqçularının xidməti fəaliyyətinin qiymətləndirilməsi Qaydaları;',
          'Hesablama Palatasının əməkdaşlarının Etik Davranış Kodeksi.',
        ]),
        p('Aktların mətnləri ilə “Hüquqi baza” bölməsində tanış olmaq mümkündür.'),
      ),
    },
    en: {
      title: 'Legal acts on the civil service',
      html: html(
        p('The civil service at the Chamber of Accounts is governed by the following legal acts:'),
        ul([
          'the Law of the Republic of Azerbaijan “On Civil Service”;',
          'the Law of the Republic of Azerbaijan “On Rules of Ethical Conduct of Civil Servants”;',
          'the Rules for competitive recruitment to administrative positions in public bodies;',
          'the Rules for the performance appraisal of civil servants;',
          'the Code of Ethical Conduct for staff of the Chamber of Accounts.',
        ]),
        p('The texts of these acts are available in the “Legal framework” section.'),
      ),
    },
  },
];
