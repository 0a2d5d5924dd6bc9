import { htmlToText } from '@/lib/core/format/html/text';
import { editDistance, likelySlip } from '@/lib/core/search/distance';
import { foldAz, searchWords } from '@/lib/core/search/fold';
import { azStem, inflectionBases } from '@/lib/core/search/stem';
import { familySize, holding, realWords, vocabulary } from './search-index';

/** Items read for the spellings of the suggested word. */
const FORM_SAMPLE = 8;
/** Candidates checked at most at one distance for being real words of the content. */
const REAL_CHECKS = 12;

type Lang = 'az' | 'en';

/** The most edits a suggestion may be away from a word of this length. */
const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a text that do not start a sentence: a capital there is position, not spelling. */
const inlineWords = (text: string) =>
  text.split(/(?<=[.!?…:])\s+/).flatMap((sentence) => words(sentence).slice(1));

/**
 * The word as the content writes it (`sehiyye` → "səhiyyə", `budce` →
 * "büdcə"): the most frequent spelling in the titles and leads (the body's
 * opening, migration 0011) of a few items holding it, leaving out the first
 * word of a title or a sentence (capitalized by position, not by spelling);
 * failing that, any of their words, then a few whole texts.
 */
async function spelling(word: string, lang: Lang): Promise<string> {
  const rows = await holding(word, lang, `lead_${lang}`, FORM_SAMPLE);
  const titles = rows.map((r) => words(r.title ?? ''));
  const texts = rows.map((r) => htmlToText(r.text));
  const found =
    mostFrequent([...titles.flatMap((t) => t.slice(1)), ...texts.flatMap(inlineWords)], word) ??
    mostFrequent([...titles.flat(), ...texts.flatMap(words)], word);
  if (found) return found;
  // Only deep in a body: read a few whole texts.
  const deep = (await holding(word, lang, `text_${lang}`, 2)).map((r) => htmlToText(r.text));
  return (
    mostFrequent(deep.flatMap(inlineWords), word) ?? mostFrequent(deep.flatMap(words), word) ?? word
  );
}

/** The suggested spelling with a capital first letter when the visitor typed one (`Səihyyə` → "Səhiyyə"). */
function inTypedCase(typed: string, spelled: string, lang: Lang): string {
  const first = typed[0] ?? '';
  const capital =
    first !== first.toLocaleLowerCase(lang) && first === first.toLocaleUpperCase(lang);
  // The page's language decides the capital: an Azerbaijani i becomes İ, an English one I.
  return capital ? spelled[0]!.toLocaleUpperCase(lang) + spelled.slice(1) : spelled;
}

/** The most frequent of the forms that fold to the word (ties: the alphabet's first). */
function mostFrequent(forms: string[], word: string): string | null {
  const counts = new Map<string, number>();
  for (const form of forms)
    if (foldAz(form) === word) counts.set(form, (counts.get(form) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

/**
 * The closest real word of the content in the page's language for a folded
 * query word that starts none: every title word of the vocabulary (and, in
 * Azerbaijani, each without its ending: `tovsiye` from `tovsiyeler`) within
 * the edits its length allows, by optimal string alignment (a letter dropped,
 * doubled, replaced, inserted, or two neighbours swapped: one edit each);
 * the fewest edits win, among them the real words (some item holds them
 * whole): a likely slip first (lib/core/search/distance.ts: `memorandumı` →
 * "memorandumu", not "memorandum"), then the most frequent, then the alphabet. Null when nothing is
 * close enough, or when the word is a real word of the content plus an
 * ending (`vakansiyalar`, `Azərişığın`, `trainings`): spelled right, found by
 * its stem.
 */
async function suggestWord(word: string, lang: Lang): Promise<string | null> {
  const bases = inflectionBases(word, lang);
  if ((await realWords(bases, lang)).size > 0) return null;
  const titleWords = await vocabulary(lang);
  const max = maxEdits(word.length);
  const byDistance = new Map<number, string[]>();
  const pool = lang === 'az' ? titleWords.flatMap((v) => [v, azStem(v)]) : titleWords;
  for (const w of new Set([word, ...pool])) {
    if (!/^[a-z]{2,}$/.test(w)) continue;
    const d = editDistance(word, w, max);
    if (d <= max) byDistance.set(d, [...(byDistance.get(d) ?? []), w]);
  }
  for (let d = 0; d <= max; d++) {
    const near = (byDistance.get(d) ?? []).sort().slice(0, REAL_CHECKS);
    const real = [...(await realWords(near, lang))];
    if (real.length <= 1) {
      if (real[0] !== undefined) return real[0];
      continue;
    }
    const weighed = await Promise.all(
      real.map(async (w) => ({ w, slip: likelySlip(word, w), n: await familySize(w, lang) })),
    );
    return weighed.sort((a, b) => +b.slip - +a.slip || b.n - a.n || a.w.localeCompare(b.w))[0]!.w;
  }
  return null;
}

/**
 * "Did you mean …?": the query as typed, each of its words that starts no
 * word of the content (`unknown`, folded) replaced by the closest real word,
 * spelled as the content spells it (`səhiyə` → "səhiyyə"; `Səihyyə` →
 * "Səhiyyə": a capital typed stays); null when no word changes or the
 * suggested query would find nothing.
 */
export async function suggestQuery(
  query: string,
  lang: Lang,
  unknown: Set<string>,
  finds: (query: string) => Promise<boolean>,
): Promise<string | null> {
  const spelled = new Map<string, string>();
  for (const folded of searchWords(foldAz(query))) {
    if (!unknown.has(folded) || !/^[a-z]+$/.test(folded)) continue;
    const best = await suggestWord(folded, lang);
    if (best !== null && best !== folded) spelled.set(folded, await spelling(best, lang));
  }
  if (spelled.size === 0) return null;
  const suggestion = query.replace(/[\p{L}\p{N}]+/gu, (typed) => {
    const word = spelled.get(foldAz(typed));
    return word === undefined ? typed : inTypedCase(typed, word, lang);
  });
  return (await finds(suggestion)) ? suggestion : null;
}
