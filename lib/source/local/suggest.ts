import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { htmlToText } from '@/lib/html/text';
import { editDistance } from '@/lib/search/distance';
import { foldAz } from '@/lib/search/fold';
import { stemAz } from '@/lib/search/stem';
import { familySize, holding, realWords } from './search-index';

/** How many vocabulary words, by trigram similarity, are weighed as a suggestion for one word. */
const CANDIDATES = 30;
/** Items read for the spellings of the suggested word. */
const FORM_SAMPLE = 8;

type Lang = 'az' | 'en';

/** The most edits a suggestion may be away from a word of this length. */
const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * The word as the content writes it (`sehiyye` → "səhiyyə", `budce` →
 * "büdcə"): the most frequent spelling in the titles and leads (the body's
 * opening, migration 0011) of a few items holding it. A title's first word is left out: it is capitalized by
 * position, not by spelling.
 */
async function spelling(word: string, lang: Lang): Promise<string> {
  const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const rows = await holding(word, lang, `lead_${lang}`, FORM_SAMPLE);
  const forms = rows.flatMap((r) => [
    ...words(r.title ?? '').slice(1),
    ...words(htmlToText(r.text)),
  ]);
  const titles = rows.flatMap((r) => words(r.title ?? ''));
  const found = mostFrequent(forms, word) ?? mostFrequent(titles, word);
  if (found) return found;
  // Only deep in a body: read a few whole texts.
  const deep = await holding(word, lang, `text_${lang}`, 2);
  return (
    mostFrequent(
      deep.flatMap((r) => words(htmlToText(r.text))),
      word,
    ) ?? word
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
 * query word that finds nothing: candidates are the vocabulary's most
 * trigram-similar title words (and, in Azerbaijani, their stems: `hesabat`
 * from `hesabata`), kept when they are real words of the content; the fewest
 * edits (transpositions count one) wins, then the most frequent word, then
 * the alphabet. Null when nothing is close enough.
 */
export async function suggestWord(word: string, lang: Lang): Promise<string | null> {
  const db = await getDb();
  const rows = await rowsOf<{ word: string }>(
    db,
    sql`select word from search_vocabulary where lang = ${lang} and word % ${word}
        order by similarity(word, ${word}) desc, word limit ${CANDIDATES}`,
  );
  const vocabulary = rows.map((r) => r.word);
  const stems = lang === 'az' ? vocabulary.map(stemAz) : [];
  const max = maxEdits(word.length);
  const near = [...new Set([word, ...vocabulary, ...stems])]
    .filter((w) => /^[a-z]{2,}$/.test(w))
    .map((w) => ({ w, d: editDistance(word, w, max) }))
    .filter((c) => c.d <= max)
    .sort((a, b) => a.d - b.d)
    .slice(0, 8);
  const real = await realWords(
    near.map((c) => c.w),
    lang,
  );
  // The fewest edits first; among the real words that close, the most frequent.
  const closest = near.filter((c) => real.has(c.w) && c.d === near.find((n) => real.has(n.w))?.d);
  if (closest.length <= 1) return closest[0]?.w ?? null;
  const sized = await Promise.all(
    closest.map(async (c) => ({ w: c.w, n: await familySize(c.w, lang) })),
  );
  return sized.sort((a, b) => b.n - a.n || a.w.localeCompare(b.w))[0]!.w;
}

/**
 * "Did you mean …?": each query word that starts no word of the content
 * (`unknown`, folded) replaced by the closest real word, spelled as the
 * content spells it (`səhiyə` → "səhiyyə"; `Səihyyə` → "Səhiyyə": a capital
 * typed stays), the other words as typed; null when no word changes or the
 * suggested query would find nothing.
 */
export async function suggestQuery(
  query: string,
  lang: Lang,
  unknown: Set<string>,
  finds: (query: string) => Promise<boolean>,
): Promise<string | null> {
  const seen = new Set<string>();
  const typed = (query.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => {
    const folded = foldAz(w);
    if (folded.length < 2 || seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
  let changed = false;
  const out: string[] = [];
  for (const word of typed.slice(0, 8)) {
    const folded = foldAz(word);
    const best =
      unknown.has(folded) && /^[a-z]+$/.test(folded) ? await suggestWord(folded, lang) : null;
    if (best === null || best === folded) out.push(word);
    else {
      out.push(inTypedCase(word, await spelling(best, lang), lang));
      changed = true;
    }
  }
  if (!changed) return null;
  const suggestion = out.join(' ');
  return (await finds(suggestion)) ? suggestion : null;
}
