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

/**
 * The stem of a folded Azerbaijani word: the longest known noun ending
 * (plural + possessive + case, `hesabatlarinin` → `hesabat`,
 * `tovsiyelerin` → `tovsiye`) taken off once, as long as AZ_STEM_MIN letters
 * remain; a -lik/-lıq ending mutated before a vowel is cut to -li
 * (`nazirliyin` → `nazirli`). Words it does not know stay as they are. The measurement that chose
 * it over PostgreSQL's Turkish Snowball stemmer is in docs/search.md.
 */
export function stemAz(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length < AZ_STEM_MIN || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // -lik/-lıq/-luq/-lük before a vowel: k and q become y and ğ (nazirliyin, hesabatlılığı).
    return /l[iu][yg]$/.test(stem) && /^[aeiuo]/.test(ending) ? stem.slice(0, -1) : stem;
  }
  return word;
}

/** The stem of an English word (Porter2, the Snowball English stemmer PostgreSQL ships too). */
export function stemEn(word: string): string {
  return /^[a-z]+$/.test(word) ? stemEnglish(word) : word;
}

/** The stem search and highlighting use for a folded query word on a page of this language. */
export function stemFor(word: string, lang: 'az' | 'en'): string {
  return lang === 'az' ? stemAz(word) : stemEn(word);
}
