import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import { SEARCH_GROUPS } from '@/lib/core/contract/kinds';
import { INFIX_MIN } from '@/lib/core/search/fold';

// Lookups of the search's word indexes and vocabulary, shared by ./search and ./suggest.

/** How many longer words one query word may stand for (bounds the search's query). */
const INFIX_WORDS = 30;

/** Items counted at most per kind when weighing how frequent a word is (bounds the work). */
const FREQUENCY_CAP = 50;

/** The tables search reads, named as the groups of its reply (lib/core/contract/kinds.ts). */
export const SEARCHED_TABLES = SEARCH_GROUPS;

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
    return rowsOf<T>(tx, query);
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
    const rows = await rowsOf<{ word: string }>(
      db,
      sql`select word from search_vocabulary
          where lang = ${lang} and word like ${`%_${word}%`} and word not like ${`${word}%`}
          order by word limit ${INFIX_WORDS}`,
    );
    if (rows.length)
      out.set(
        word,
        rows.map((r) => r.word),
      );
  }
  return out;
}

/**
 * Which of the words some item of the page's language holds as a whole word
 * (real words of the content), in one statement. Words are a-z (suggest.ts).
 */
export async function realWords(words: string[], lang: Lang): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const column = sql.identifier(`words_${lang}`);
  const whole = SEARCHED_TABLES.map(
    (t) =>
      sql`exists (select 1 from ${sql.identifier(t)} where ${column} @@ to_tsquery('simple', w))`,
  );
  const rows = await lookup<{ w: string }>(
    sql`select w from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as w where ${sql.join(whole, sql` or `)}`,
  );
  return new Set(rows.map((r) => r.w));
}

/** Every title word of the page's language (folded): what "Did you mean …?" suggests from. */
export async function vocabulary(lang: Lang): Promise<string[]> {
  const rows = await rowsOf<{ word: string }>(
    await getDb(),
    sql`select word from search_vocabulary where lang = ${lang}`,
  );
  return rows.map((r) => r.word);
}

/**
 * How common a word is in the page's language: in how many items (capped per
 * kind) a word starts with it, so a base word outweighs each of its inflected
 * forms (`hesabat` over `hesabatı`).
 */
export async function familySize(word: string, lang: Lang): Promise<number> {
  const column = sql.identifier(`words_${lang}`);
  const counts = SEARCHED_TABLES.map(
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
    const found = SEARCHED_TABLES.map(
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

/** Title and a text column of at most `limit` items per kind holding the word. */
export async function holding(word: string, lang: Lang, column: string, limit: number) {
  const selects: SQL[] = SEARCHED_TABLES.map(
    (t) =>
      sql`(select ${sql.identifier(`title_${lang}`)} as title, ${sql.identifier(column)} as text
           from ${sql.identifier(t)} where ${sql.identifier(`words_${lang}`)} @@ to_tsquery('simple', ${word})
           limit ${limit})`,
  );
  return lookup<{ title: string | null; text: string | null }>(sql.join(selects, sql` union all `));
}
