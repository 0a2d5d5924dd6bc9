import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@/lib/contract/calls';
import type { SearchResults } from '@/lib/contract/entities';
import { getDb } from '@/lib/db/client';
import {
  cixislar,
  dercler,
  elanlar,
  jurnallar,
  layiheler,
  musahibeler,
  types,
  xeberler,
} from '@/lib/db/schema';
import { infixQuery, suggestWords, vocabularyInfixes } from './suggest';
import { foldAz, searchWords } from '@/lib/search/fold';
import { matchesWords, type WithColumns } from './localize';

/** How many hits each group of the search results shows at most. */
export const SEARCH_GROUP_LIMIT = 20;

type Table = WithColumns<
  'id' | 'titleAz' | 'titleEn' | 'date' | 'titleWordsAz' | 'titleWordsEn' | 'wordsAz' | 'wordsEn'
>;
type Hit = { id: number; title: string; typeId?: number };

const COLUMNS = {
  az: { title: 'title_az', titleWords: 'title_words_az', words: 'words_az' },
  en: { title: 'title_en', titleWords: 'title_words_en', words: 'words_en' },
} as const;

type Rows = { rows: Array<Record<string, unknown>> };

/**
 * The hits of one kind of content, newest first within three tiers: titles
 * that hold every word as a whole word (the title words GIN index), then
 * items with every word at the start of some word of the title or body (the
 * words GIN index, exact: long bodies are never rechecked), then items where
 * a word is found inside a longer title word (`isiq` in "Azərişıq": the
 * longer words come from the vocabulary, see ./suggest).
 */
async function searchTable(
  table: Table,
  words: string[],
  lang: 'az' | 'en',
  infixes: Map<string, string[]>,
  withType = false,
) {
  const db = await getDb();
  const c = COLUMNS[lang];
  const name = sql`${sql.identifier(getTableName(table))}`;
  const wholeWords = matchesWords(sql`${sql.identifier(c.titleWords)}`, words, 'whole');
  const translated = lang === 'en' ? sql`and title_en is not null` : sql``;
  const fields = sql`id, ${sql.identifier(c.title)} as title${withType ? sql`, type_id as "typeId"` : sql``}`;
  const run = async (query: SQL) => ((await db.execute(query)) as unknown as Rows).rows as Hit[];
  const order = sql`order by date desc, id desc`;

  const hits = await run(
    sql`select ${fields} from ${name} where ${wholeWords} ${translated} ${order} limit ${SEARCH_GROUP_LIMIT}`,
  );
  if (hits.length === SEARCH_GROUP_LIMIT) return hits;
  const prefixes = matchesWords(sql`${sql.identifier(c.words)}`, words);
  hits.push(
    ...(await run(
      sql`select ${fields} from ${name} where ${prefixes} and not (${wholeWords}) ${translated}
          ${order} limit ${SEARCH_GROUP_LIMIT - hits.length}`,
    )),
  );
  const infix = infixQuery(words, infixes);
  if (hits.length === SEARCH_GROUP_LIMIT || infix === null) return hits;
  const inside = sql`${sql.identifier(c.words)} @@ to_tsquery('simple', ${infix})`;
  hits.push(
    ...(await run(
      sql`select ${fields} from ${name} where ${inside} and not (${prefixes}) ${translated}
          ${order} limit ${SEARCH_GROUP_LIMIT - hits.length}`,
    )),
  );
  return hits;
}

/**
 * Keyword search over every kind of content, ignoring case and Azerbaijani
 * letters. When nothing is found, `suggestion` is the closest search by title
 * words that does find something (the site's own addition to the reply).
 */
export async function search(req: CallRequest<'neticeler'>): Promise<SearchResults> {
  const results = await searchWordsOf(searchWords(foldAz(req.query)), req.language);
  if (!isEmpty(results)) return results;
  const suggested = await suggestWords(searchWords(foldAz(req.query)), req.language);
  if (suggested === null || isEmpty(await searchWordsOf(suggested, req.language))) return results;
  return { ...results, suggestion: suggested.join(' ') };
}

const isEmpty = (r: SearchResults) =>
  [r.dercler, r.xeberler, r.cixislar, r.elanlar, r.jurnallar, r.layiheler, r.musahibeler].every(
    (g) => g.length === 0,
  );

async function searchWordsOf(words: string[], lang: 'az' | 'en'): Promise<SearchResults> {
  if (words.length === 0) {
    return {
      dercler: [],
      xeberler: [],
      cixislar: [],
      elanlar: [],
      jurnallar: [],
      layiheler: [],
      musahibeler: [],
    };
  }
  const db = await getDb();
  const typeRows = await db.select({ id: types.id, shortTitle: types.shortTitle }).from(types);
  const shortTitle = new Map(typeRows.map((t) => [t.id, t.shortTitle]));
  const infixes = await vocabularyInfixes(words, lang);
  const records = await searchTable(dercler, words, lang, infixes, true);
  const plain = (hits: Hit[]) => hits.map(({ id, title }) => ({ id, title }));
  return {
    dercler: records.map((r) => ({
      id: r.id,
      title: r.title,
      type_short_title: shortTitle.get(r.typeId!) ?? '',
    })),
    xeberler: plain(await searchTable(xeberler, words, lang, infixes)),
    cixislar: plain(await searchTable(cixislar, words, lang, infixes)),
    elanlar: plain(await searchTable(elanlar, words, lang, infixes)),
    jurnallar: plain(await searchTable(jurnallar, words, lang, infixes)),
    layiheler: plain(await searchTable(layiheler, words, lang, infixes)),
    musahibeler: plain(await searchTable(musahibeler, words, lang, infixes)),
  };
}
