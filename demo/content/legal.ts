/**
 * Legal framework: six lists of documents. About a third link to the
 * national legal database; the rest get a file from the seed.
 */
import type { LegalDoc, LegalList } from './types';

const EQANUN = 'https://e-qanun.az/framework/';

function ext(az: string, en: string, id: number): LegalDoc {
  return { az, en, externalUrl: `${EQANUN}${id}` };
}

function file(az: string, en: string): LegalDoc {
  return { az, en };
}

export const legal: Record<LegalList, LegalDoc[]> = {
  qanunlar: [
    ext(
      '“Hesablama Palatası haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On the Chamber of Accounts”',
      31702,
    ),
    ext(
      '“Büdcə sistemi haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On the Budget System”',
      46943,
    ),
    ext(
      '“Dövlət qulluğu haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On Civil Service”',
      18577,
    ),
    file(
      '“Korrupsiyaya qarşı mübarizə haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On Combating Corruption”',
    ),
    ext(
      '“İnformasiya əldə etmək haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On the Right to Obtain Information”',
      11190,
    ),
    file(
      '“Vətəndaşların müraciətləri haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On Citizens’ Requests”',
    ),
    file(
      '“Dövlət satınalmaları haqqında” Azərbaycan Respublikasının Qanunu',
      'Law of the Republic of Azerbaijan “On Public Procurement”',
    ),
  ],
  'ferman-ve-serencamlar': [
    ext(
      '“Hesablama Palatası haqqında” Azərbaycan Respublikası Qanununun tətbiqi barədə Azərbaycan Respublikası Prezidentinin Fərmanı',
      'Decree of the President of the Republic of Azerbaijan on the application of the Law “On the Chamber of Accounts”',
      32115,
    ),
    ext(
      '2025-ci ilin Azərbaycan Respublikasında “Konstitusiya və Suverenlik İli” elan edilməsi haqqında Azərbaycan Respublikası Prezidentinin Sərəncamı',
      'Order of the President of the Republic of Azerbaijan declaring 2025 the “Year of the Constitution and Sovereignty” in the Republic of Azerbaijan',
      59834,
    ),
    file(
      '2023-cü ilin Azərbaycan Respublikasında “Heydər Əliyev İli” elan edilməsi haqqında Azərbaycan Respublikası Prezidentinin Sərəncamı',
      'Order of the President of the Republic of Azerbaijan declaring 2023 the “Year of Heydar Aliyev” in the Republic of Azerbaijan',
    ),
    file(
      'Korrupsiyaya qarşı mübarizənin gücləndirilməsinə dair 2022–2026-cı illər üçün Milli Fəaliyyət Planının təsdiq edilməsi haqqında Azərbaycan Respublikası Prezidentinin Sərəncamı',
      'Order of the President of the Republic of Azerbaijan approving the National Action Plan for 2022–2026 on Strengthening the Fight against Corruption',
    ),
    file(
      'Dövlət maliyyəsinin idarə edilməsinin təkmilləşdirilməsinə dair əlavə tədbirlər haqqında Azərbaycan Respublikası Prezidentinin Fərmanı',
      'Decree of the President of the Republic of Azerbaijan on additional measures to improve public financial management',
    ),
    file(
      '“Dövlət qulluğu haqqında” Azərbaycan Respublikası Qanununun tətbiqi ilə bağlı əlavə tədbirlər haqqında Azərbaycan Respublikası Prezidentinin Fərmanı',
      'Decree of the President of the Republic of Azerbaijan on additional measures related to the application of the Law “On Civil Service”',
    ),
  ],
  'nk-nin-qerarlari-ve-serencamlari': [
    ext(
      'Büdcə təşkilatlarında mühasibat uçotunun aparılması Qaydalarının təsdiq edilməsi haqqında Azərbaycan Respublikası Nazirlər Kabinetinin Qərarı',
      'Resolution of the Cabinet of Ministers of the Republic of Azerbaijan approving the Rules for accounting in budget organisations',
      24051,
    ),
    file(
      'Dövlət büdcəsindən maliyyələşdirilən təşkilatlarda xərclərin təsnifatı haqqında Azərbaycan Respublikası Nazirlər Kabinetinin Qərarı',
      'Resolution of the Cabinet of Ministers of the Republic of Azerbaijan on the classification of expenditure in organisations funded from the state budget',
    ),
    ext(
      'Dövlət investisiya layihələrinin hazırlanması və icrası Qaydalarının təsdiq edilməsi haqqında Azərbaycan Respublikası Nazirlər Kabinetinin Qərarı',
      'Resolution of the Cabinet of Ministers of the Republic of Azerbaijan approving the Rules for preparing and implementing public investment projects',
      40718,
    ),
    file(
      'Dövlət qulluqçularının xidməti fəaliyyətinin qiymətləndirilməsi Qaydalarının təsdiq edilməsi haqqında Azərbaycan Respublikası Nazirlər Kabinetinin Qərarı',
      'Resolution of the Cabinet of Ministers of the Republic of Azerbaijan approving the Rules for the performance appraisal of civil servants',
    ),
    file(
      'Ezamiyyə xərclərinin normaları haqqında Azərbaycan Respublikası Nazirlər Kabinetinin Qərarı',
      'Resolution of the Cabinet of Ministers of the Republic of Azerbaijan on the norms of business travel expenses',
    ),
  ],
  'metodiki-senedler': [
    file(
      'Uyğunluq auditinin aparılması üzrə metodik göstərişlər',
      'Methodological guidelines for compliance audit',
    ),
    file('Səmərəlilik auditi üzrə təlimat', 'Performance audit manual'),
    file('Maliyyə auditi üzrə təlimat', 'Financial audit manual'),
    file('İnformasiya texnologiyaları auditi üzrə təlimat', 'IT audit manual'),
    file(
      'Risk əsaslı audit planlaşdırmasının metodikası',
      'Methodology for risk-based audit planning',
    ),
    file(
      'Dövlət büdcəsi layihəsinin ekspertizası üzrə metodik tövsiyələr',
      'Methodological recommendations on the review of the draft state budget',
    ),
    file(
      'Audit tövsiyələrinin icrasının izlənilməsi qaydası',
      'Procedure for following up audit recommendations',
    ),
  ],
  'milli-meclisin-qerarlari': [
    ext(
      'Hesablama Palatasının sədrinin təyin edilməsi haqqında Azərbaycan Respublikası Milli Məclisinin Qərarı',
      'Resolution of the Milli Majlis of the Republic of Azerbaijan on the appointment of the Chairman of the Chamber of Accounts',
      50326,
    ),
    ext(
      'Hesablama Palatasının sədrinin müavininin təyin edilməsi haqqında Azərbaycan Respublikası Milli Məclisinin Qərarı',
      'Resolution of the Milli Majlis of the Republic of Azerbaijan on the appointment of the Deputy Chairman of the Chamber of Accounts',
      50327,
    ),
    ext(
      'Hesablama Palatasının auditorlarının təyin edilməsi haqqında Azərbaycan Respublikası Milli Məclisinin Qərarı',
      'Resolution of the Milli Majlis of the Republic of Azerbaijan on the appointment of auditors of the Chamber of Accounts',
      50331,
    ),
    file(
      'Hesablama Palatasının 2025-ci il üzrə fəaliyyət hesabatı barədə Azərbaycan Respublikası Milli Məclisinin Qərarı',
      'Resolution of the Milli Majlis of the Republic of Azerbaijan on the 2025 activity report of the Chamber of Accounts',
    ),
    file(
      'Hesablama Palatasının 2024-cü il üzrə fəaliyyət hesabatı barədə Azərbaycan Respublikası Milli Məclisinin Qərarı',
      'Resolution of the Milli Majlis of the Republic of Azerbaijan on the 2024 activity report of the Chamber of Accounts',
    ),
  ],
  'huquqi-aktlar': [
    file(
      'Hesablama Palatasının Daxili İntizam Qaydaları',
      'Internal Regulations of the Chamber of Accounts',
    ),
    file(
      'Hesablama Palatasının əməkdaşlarının Etik Davranış Kodeksi',
      'Code of Ethical Conduct for staff of the Chamber of Accounts',
    ),
    file(
      'Hesablama Palatasının Dövlət Audit Standartları',
      'Public Audit Standards of the Chamber of Accounts',
    ),
    file(
      'Hesablama Palatası Kollegiyasının iclaslarının keçirilməsi Qaydası',
      'Rules of procedure of the Board of the Chamber of Accounts',
    ),
    file(
      'Hesablama Palatasına daxil olan müraciətlərə baxılması Qaydası',
      'Procedure for handling requests submitted to the Chamber of Accounts',
    ),
    file(
      'Hesablama Palatasında informasiya təhlükəsizliyi siyasəti',
      'Information security policy of the Chamber of Accounts',
    ),
  ],
};
