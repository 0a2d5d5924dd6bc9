/**
 * Synonyms: the editors' lever for words the content and its readers spell
 * differently (docs/search.md, "Synonyms"). One line a group of words or
 * phrases, in either language, that mean the same: a search for any of them
 * also finds what each of the others finds. Written as the content writes
 * them; case, Azerbaijani letters and endings do not matter ("Mərkəzi
 * Bankın" is "Mərkəzi Bankı"). A phrase written in capitals (an abbreviation:
 * AMB, UN) is matched whole, and so is any word of fewer than three letters. Over an upstream the
 * first two others of a group are asked when the words as typed find nothing.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['AMB', 'Azərbaycan Mərkəzi Bankı', 'Mərkəzi Bank', 'Central Bank of Azerbaijan', 'CBA'],
  ['NK', 'Nazirlər Kabineti', 'Cabinet of Ministers'],
  ['BMT', 'Birləşmiş Millətlər Təşkilatı', 'UN', 'United Nations'],
  ['Aİ', 'Avropa İttifaqı', 'EU', 'European Union'],
  ['ASC', 'Açıq Səhmdar Cəmiyyəti', 'OJSC', 'open joint-stock company'],
  ['ali audit qurumu', 'SAI', 'supreme audit institution'],
  ['büdcə', 'budget'],
  ['satınalma', 'procurement'],
  ['şəffaflıq', 'transparency'],
  ['dövlət borcu', 'public debt'],
  // Abbreviations readers type (issue 57): `İT` and `IT` fold alike.
  ['İT', 'informasiya texnologiyaları', 'information technology'],
  // Common citizen words (issue 57): the words readers type for what the content names otherwise.
  ['vakansiya', 'işə qəbul', 'vacancy', 'job', 'job opening', 'recruitment'],
  ['məşğulluq', 'employment', 'work'],
  ['vəsait', 'pul', 'funds', 'money'],
  ['səhiyyə', 'tibb', 'health', 'healthcare', 'medical'],
  ['xəstəxana', 'hospital'],
  ['avtomobil yolu', 'yol', 'road', 'highway'],
  ['su təchizatı', 'içməli su', 'su', 'water supply', 'drinking water', 'water'],
  ['tullantı', 'zibil', 'waste', 'garbage', 'rubbish', 'trash'],
  ['təkrar emal', 'recycling'],
  ['məktəb', 'school'],
  ['təhsil', 'education'],
  ['pensiya', 'pension'],
  ['nəqliyyat', 'transport'],
  ['kənd təsərrüfatı', 'agriculture', 'farming'],
  ['ətraf mühit', 'ekologiya', 'environment'],
  ['mənzil', 'housing'],
  ['vergi', 'tax'],
  ['korrupsiya', 'corruption'],
  ['şikayət', 'complaint'],
];
