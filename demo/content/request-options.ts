/**
 * Options of the citizens' request form.
 */
import type { RequestOptions } from './types';
import { n } from './helpers';

export const requestOptions: RequestOptions = {
  socialStatuses: [
    n('Fəhlə', 'Worker'),
    n('Qulluqçu', 'Employee'),
    n('Təqaüdçü', 'Pensioner'),
    n('Tələbə', 'Student'),
    n('Sahibkar', 'Entrepreneur'),
    n('İşsiz', 'Unemployed'),
  ],
  requestTypes: [
    n('Ərizə', 'Application'),
    n('Şikayət', 'Complaint'),
    n('Təklif', 'Suggestion'),
    n('Sorğu', 'Information request'),
    n('Audit təklifi', 'Audit proposal'),
    n('Digər', 'Other'),
  ],
  institutions: [
    n('Səhiyyə Nazirliyi', 'Ministry of Health'),
    n('Elm və Təhsil Nazirliyi', 'Ministry of Science and Education'),
    n('Kənd Təsərrüfatı Nazirliyi', 'Ministry of Agriculture'),
    n(
      'Əmək və Əhalinin Sosial Müdafiəsi Nazirliyi',
      'Ministry of Labour and Social Protection of Population',
    ),
    n('Rəqəmsal İnkişaf və Nəqliyyat Nazirliyi', 'Ministry of Digital Development and Transport'),
    n('Ekologiya və Təbii Sərvətlər Nazirliyi', 'Ministry of Ecology and Natural Resources'),
    n('Dövlət Sosial Müdafiə Fondu', 'State Social Protection Fund'),
    n('Azərbaycan Avtomobil Yolları Dövlət Agentliyi', 'Azerbaijan Automobile Roads State Agency'),
    n('“Azərişıq” ASC', 'Azerishig OJSC'),
    n('“Azərsu” ASC', 'Azersu OJSC'),
    n('“Azəristiliktəchizat” ASC', 'Azeristiliktechizat OJSC'),
  ],
};
