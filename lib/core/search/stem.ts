import stemEnglish from 'wink-porter2-stemmer';

/** The shortest stem the Azerbaijani stripper leaves: shorter ones would match too many words. */
export const AZ_STEM_MIN = 4;

// Noun endings of Azerbaijani after folding (ı→i, ə→e, ü→u, ö→o): plural, then
// possessive, then case, each optional. Vowel harmony is not checked: folding
// already merges i/ı and u/ü, and a query word is only ever widened, never narrowed.
const PLURAL = ['', 'lar', 'ler'];
const POSSESSIVE = ['', 'i', 'u', 'si', 'su', 'lari', 'leri'];
const CASE = [
  ...['', 'in', 'un', 'nin', 'nun'], // genitive
  ...['a', 'e', 'ya', 'ye', 'na', 'ne'], // dative
  ...['i', 'u', 'ni', 'nu', 'yi', 'yu'], // accusative
  ...['da', 'de', 'nda', 'nde'], // locative
  ...['dan', 'den', 'ndan', 'nden'], // ablative
  ...['daki', 'deki', 'ndaki', 'ndeki'], // locative adjective
];

/** Every ending the stripper knows, longest first. */
const ENDINGS = [
  ...new Set(PLURAL.flatMap((p) => POSSESSIVE.flatMap((s) => CASE.map((c) => p + s + c)))),
]
  .filter((e) => e.length > 0)
  .sort((a, b) => b.length - a.length);

/** The longest known ending of a folded Azerbaijani word, and what is left (AZ_STEM_MIN letters or more). */
function splitAz(word: string): { stem: string; ending: string } | null {
  for (const ending of ENDINGS)
    if (word.length - ending.length >= AZ_STEM_MIN && word.endsWith(ending))
      return { stem: word.slice(0, -ending.length), ending };
  return null;
}

// A final k or q becomes y or ğ before an ending that starts with a vowel
// (nazirlik → nazirliyin, Azərişıq → Azərişığın, dəstək → dəstəyi).
const softened = ({ stem, ending }: { stem: string; ending: string }) =>
  /[aeiou][yg]$/.test(stem) && /^[aeiou]/.test(ending);

/**
 * The stem of a folded Azerbaijani word: the longest known noun ending
 * (plural + possessive + case, `hesabatlarinin` → `hesabat`,
 * `tovsiyelerin` → `tovsiye`) taken off once, as long as AZ_STEM_MIN letters
 * remain; a k or q softened to y or ğ before a vowel is cut too
 * (`nazirliyin` → `nazirli`, `azerisigin` → `azerisi`), so the stem starts
 * the word either way. Words it does not know stay as they are. The
 * measurement that chose it over PostgreSQL's Turkish Snowball stemmer is in
 * docs/search.md.
 */
export function stemAz(word: string): string {
  const split = splitAz(word);
  if (!split) return word;
  return softened(split) ? split.stem.slice(0, -1) : split.stem;
}

/**
 * The words a folded Azerbaijani word is an inflected form of, when it ends
 * in a known ending of two letters or more: the stem, and with a softened k
 * or q restored (`azerisigin` → `azerisig`, `azerisiq`). Empty otherwise: a
 * one-letter ending is as likely a typo (`sehiye`) as a case.
 */
export function azBases(word: string): string[] {
  const split = splitAz(word);
  if (!split || split.ending.length < 2) return [];
  if (!softened(split)) return [split.stem];
  return [split.stem, split.stem.slice(0, -1) + (split.stem.endsWith('y') ? 'k' : 'q')];
}

/** A folded Azerbaijani word without its ending, softening kept (`tovsiyeler` → `tovsiye`). */
export const azStem = (word: string): string => splitAz(word)?.stem ?? word;

/** The stem of an English word (Porter2, the Snowball English stemmer PostgreSQL ships too). */
export function stemEn(word: string): string {
  return /^[a-z]+$/.test(word) ? stemEnglish(word) : word;
}

/** The stem search and highlighting use for a folded query word on a page of this language. */
export function stemFor(word: string, lang: 'az' | 'en'): string {
  return lang === 'az' ? stemAz(word) : stemEn(word);
}

// English inflections, what the word was before them, and the bases they cannot follow
// (`subsidys` is no plural of "subsidy", `speeches` is one of "speech").
const EN_INFLECTIONS: ReadonlyArray<readonly [string, string, RegExp]> = [
  ['ies', 'y', /[aeiou]y$/],
  ['es', '', /^(?!.*(s|x|z|ch|sh)$)/],
  ['s', '', /([^aeiou]y|s|x|z|ch|sh)$/],
  ['ied', 'y', /[aeiou]y$/],
  ['ed', '', /[^aeiou]y$/],
  ['ed', 'e', /[^aeiou]y$/],
  ['ing', '', /^$/],
  ['ing', 'e', /^$/],
];

/**
 * The words a folded word may be an inflected form of, in the page's
 * language: Azerbaijani, azBases (`vakansiyalar` → vakansiya); English, the
 * word without a plural, past or -ing ending that can follow it (`trainings`
 * → training, `vacancies` → vacancy; `subsidys` → none).
 */
export function inflectionBases(word: string, lang: 'az' | 'en'): string[] {
  if (lang === 'az') return azBases(word);
  return EN_INFLECTIONS.flatMap(([end, added, cannot]) => {
    const base = word.slice(0, -end.length) + added;
    return word.endsWith(end) && base.length >= 3 && !cannot.test(base) ? [base] : [];
  });
}
