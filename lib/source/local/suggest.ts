import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { INFIX_MIN } from '@/lib/search/fold';

/** How many longer words one query word may stand for (bounds the search's query). */
export const INFIX_WORDS = 30;

/** Below this trigram similarity a title word is no suggestion. */
export const SUGGEST_MIN_SIMILARITY = 0.3;

type Rows<T> = { rows: T[] };

/**
 * For each query word of INFIX_MIN letters or more, the title words of the
 * vocabulary that hold it after their start (`isiq` → `azerisiq`): words
 * that start with it are prefix matches already.
 */
export async function vocabularyInfixes(
  words: string[],
  lang: 'az' | 'en',
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

/**
 * The tsquery of the infix tier: every word as a prefix or one of the longer
 * words holding it; null when no word has such longer words. Vocabulary words
 * are plain a-z (the migration keeps only those), query words letters and
 * digits: safe inside a tsquery.
 */
export function infixQuery(words: string[], infixes: Map<string, string[]>): string | null {
  if (!words.some((w) => infixes.has(w))) return null;
  return words.map((w) => `(${[`${w}:*`, ...(infixes.get(w) ?? [])].join(' | ')})`).join(' & ');
}

/**
 * The query words with each unknown word replaced by the most similar title
 * word (pg_trgm similarity on folded text); null when no word changes.
 */
export async function suggestWords(words: string[], lang: 'az' | 'en'): Promise<string[] | null> {
  if (words.length === 0) return null;
  const db = await getDb();
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    const { rows } = (await db.execute(
      sql`select word, similarity(word, ${word}) as score from search_vocabulary
          where lang = ${lang} and word % ${word} and similarity(word, ${word}) >= ${SUGGEST_MIN_SIMILARITY}
          order by score desc, abs(length(word) - ${word.length}), word limit 1`,
    )) as unknown as Rows<{ word: string; score: number }>;
    const best = rows[0]?.word;
    if (best && best !== word) {
      out.push(best);
      changed = true;
    } else out.push(word);
  }
  return changed ? out : null;
}
