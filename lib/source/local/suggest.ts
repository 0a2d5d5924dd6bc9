import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { htmlToText } from '@/lib/html/text';
import { editDistance } from '@/lib/search/distance';
import { foldAz, INFIX_MIN } from '@/lib/search/fold';
import { stemAz } from '@/lib/search/stem';

/** How many longer words one query word may stand for (bounds the search's query). */
export const INFIX_WORDS = 30;

/** How many vocabulary words, by trigram similarity, are weighed as a suggestion for one word. */
const CANDIDATES = 30;
/** Items counted at most per kind when weighing how frequent a word is (bounds the work). */
const FREQUENCY_CAP = 50;
/** Items read for the spellings of the suggested word. */
const FORM_SAMPLE = 8;

/** The tables search reads, named as the groups of its reply. */
export const SEARCHED_TABLES = [
  'dercler',
  'xeberler',
  'cixislar',
  'elanlar',
  'jurnallar',
  'layiheler',
  'musahibeler',
] as const;
const TABLES = SEARCHED_TABLES;

type Rows<T> = { rows: T[] };
type Lang = 'az' | 'en';

/**
 * Runs a probe of the word indexes with sequential scans off. An `exists`
 * or a capped count is planned as a table scan that stops at the first rows
 * found, which reads the whole table when the word is rare or absent — the
 * usual case here (33 ms instead of 0.5 ms at scale 100).
 */
export async function lookup<T>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return ((await tx.execute(query)) as unknown as Rows<T>).rows;
  });
}

/**
 * For each query word of INFIX_MIN letters or more, the title words of the
 * vocabulary that hold it after their start (`isiq` → `azerisiq`): words
 * that start with it are prefix matches already.
 */
export async function vocabularyInfixes(
  words: string[],
  lang: Lang,
): Promise<Map<string, string[]>> {
  const db = await getDb();
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < INFIX_MIN || !/^[a-z0-9]+$/.test(word)) continue;
    const { rows } = (await db.execute(
      sql`select word from search_vocabulary
          where lang = ${lang} and word like ${`%_${word}%`} and word not like ${`${word}%`}
          order by word limit ${INFIX_WORDS}`,
    )) as unknown as Rows<{ word: string }>;
    if (rows.length)
      out.set(
        word,
        rows.map((r) => r.word),
      );
  }
  return out;
}

/** The most edits a suggestion may be away from a word of this length. */
const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** Which of the words some item of the page's language holds as a whole word (real words of the content). */
async function realWords(words: string[], lang: Lang): Promise<Set<string>> {
  const column = sql.identifier(`words_${lang}`);
  const real = new Set<string>();
  for (const word of words) {
    const whole = TABLES.map(
      (t) =>
        sql`exists (select 1 from ${sql.identifier(t)} where ${column} @@ to_tsquery('simple', ${word}))`,
    );
    const rows = await lookup<{ whole: boolean }>(
      sql`select ${sql.join(whole, sql` or `)} as whole`,
    );
    if (rows[0]?.whole) real.add(word);
  }
  return real;
}

/**
 * How common a word is in the page's language: in how many items (capped per
 * kind) a word starts with it, so a base word outweighs each of its inflected
 * forms (`hesabat` over `hesabatı`).
 */
async function familySize(word: string, lang: Lang): Promise<number> {
  const column = sql.identifier(`words_${lang}`);
  const counts = TABLES.map(
    (t) =>
      sql`(select count(*) from (select 1 from ${sql.identifier(t)}
           where ${column} @@ to_tsquery('simple', ${`${word}:*`}) limit ${FREQUENCY_CAP}) s)`,
  );
  const rows = await lookup<{ n: number | string }>(sql`select ${sql.join(counts, sql` + `)} as n`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The folded query words that start no word of the content in the page's
 * language: what the search found for them, it found through their stems or
 * inside longer words, and a suggestion may help.
 */
export async function unknownWords(words: string[], lang: Lang): Promise<Set<string>> {
  const column = sql.identifier(`words_${lang}`);
  const unknown = new Set<string>();
  for (const word of words) {
    const found = TABLES.map(
      (t) =>
        sql`exists (select 1 from ${sql.identifier(t)} where ${column} @@ to_tsquery('simple', ${`${word}:*`}))`,
    );
    const rows = await lookup<{ found: boolean }>(
      sql`select ${sql.join(found, sql` or `)} as found`,
    );
    if (!rows[0]?.found) unknown.add(word);
  }
  return unknown;
}

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

/** Title and a text column of at most `limit` items per kind holding the word. */
async function holding(word: string, lang: Lang, column: string, limit: number) {
  const selects: SQL[] = TABLES.map(
    (t) =>
      sql`(select ${sql.identifier(`title_${lang}`)} as title, ${sql.identifier(column)} as text
           from ${sql.identifier(t)} where ${sql.identifier(`words_${lang}`)} @@ to_tsquery('simple', ${word})
           limit ${limit})`,
  );
  return lookup<{ title: string | null; text: string | null }>(sql.join(selects, sql` union all `));
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
  const { rows } = (await db.execute(
    sql`select word from search_vocabulary where lang = ${lang} and word % ${word}
        order by similarity(word, ${word}) desc, word limit ${CANDIDATES}`,
  )) as unknown as Rows<{ word: string }>;
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
