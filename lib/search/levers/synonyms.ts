/**
 * Synonyms: the editors' lever for words the content and its readers spell
 * differently (docs/search.md, "Synonyms"). One line a group of words or
 * phrases, in either language, that mean the same: a search for any of them
 * also finds what each of the others finds. Written as the content writes
 * them; case, Azerbaijani letters and endings do not matter ("Mərkəzi
 * Bankın" is "Mərkəzi Bankı"). A word of up to three letters added by a
 * synonym (an abbreviation: AMB, UN) is matched whole. Over an upstream the
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
];
