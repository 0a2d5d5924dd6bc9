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
import { foldAz, searchWords } from '@/lib/search/fold';
import type { WithColumns } from './localize';

/** How many hits each group of the search results shows at most. */
export const SEARCH_GROUP_LIMIT = 20;

type Table = WithColumns<
  'id' | 'titleAz' | 'titleEn' | 'date' | 'searchAz' | 'searchEn' | 'titleFoldAz' | 'titleFoldEn'
>;
type Hit = { id: number; title: string; typeId?: number };

/** Escapes a word for a PostgreSQL regular expression. */
const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many of the newest rows the second tier reads before it turns to the trigram index. */
export const RECENT_WINDOW = 300;

const COLUMNS = {
  az: { title: 'title_az', fold: 'title_fold_az', search: 'search_az' },
  en: { title: 'title_en', fold: 'title_fold_en', search: 'search_en' },
} as const;

type Rows = { rows: Array<Record<string, unknown>> };

/**
 * The hits of one kind of content, whole-word title matches first, newest
 * first within each tier. Each tier is shaped so the planner cannot pick a
 * slow plan whatever the word's frequency:
 * 1. whole words in the title: the date index (common words) or the title trigram index;
 * 2. other matches among the newest RECENT_WINDOW rows, read newest first and stopped early;
 * 3. only when still short, other matches in older rows, found through the trigram index.
 */
async function searchTable(table: Table, words: string[], lang: 'az' | 'en', withType = false) {
  const db = await getDb();
  const c = COLUMNS[lang];
  const name = sql`${sql.identifier(getTableName(table))}`;
  const id = (column: string) => sql.identifier(column);
  const wholeWords = sql.join(
    words.map((w) => sql`${id(c.fold)} ~ ${`\\m${regexEscape(w)}\\M`}`),
    sql` and `,
  );
  const anywhere = sql.join(
    words.map(
      (w) => sql`${id(c.search)} like '%' || az_fold(${w.replace(/[\\%_]/g, '\\$&')}) || '%'`,
    ),
    sql` and `,
  );
  const translated = lang === 'en' ? sql`and title_en is not null` : sql``;
  const fields = sql`id, ${id(c.title)} as title${withType ? sql`, type_id as "typeId"` : sql``}`;
  const run = async (query: SQL) => ((await db.execute(query)) as unknown as Rows).rows as Hit[];
  const others = sql`${anywhere} and not (${wholeWords}) ${translated}`;
  const hits = await run(
    sql`select ${fields} from ${name} where ${wholeWords} ${translated} order by date desc, id desc limit ${SEARCH_GROUP_LIMIT}`,
  );
  if (hits.length === SEARCH_GROUP_LIMIT) return hits;
  hits.push(
    ...(await run(
      sql`select ${fields} from (select * from ${name} order by date desc, id desc limit ${RECENT_WINDOW}) recent
          where ${others} order by date desc, id desc limit ${SEARCH_GROUP_LIMIT - hits.length}`,
    )),
  );
  if (hits.length === SEARCH_GROUP_LIMIT) return hits;
  const [edge] = await run(
    sql`select id, date::text as date from ${name} order by date desc, id desc offset ${RECENT_WINDOW - 1} limit 1`,
  );
  if (!edge) return hits; // the window held the whole table
  const { id: edgeId, date: edgeDate } = edge as unknown as { id: number; date: string };
  hits.push(
    ...(await run(
      sql`with m as materialized (select ${fields}, date from ${name} where ${others})
          select * from m where (date, id) < (${edgeDate}::date, ${edgeId}::int)
          order by date desc, id desc limit ${SEARCH_GROUP_LIMIT - hits.length}`,
    )),
  );
  return hits;
}

/** Keyword search over every kind of content, ignoring case and Azerbaijani letters. */
export async function search(req: CallRequest<'neticeler'>): Promise<SearchResults> {
  const words = searchWords(foldAz(req.query));
  const lang = req.language;
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
  const records = await searchTable(dercler, words, lang, true);
  const plain = (hits: Hit[]) => hits.map(({ id, title }) => ({ id, title }));
  return {
    dercler: records.map((r) => ({
      id: r.id,
      title: r.title,
      type_short_title: shortTitle.get(r.typeId!) ?? '',
    })),
    xeberler: plain(await searchTable(xeberler, words, lang)),
    cixislar: plain(await searchTable(cixislar, words, lang)),
    elanlar: plain(await searchTable(elanlar, words, lang)),
    jurnallar: plain(await searchTable(jurnallar, words, lang)),
    layiheler: plain(await searchTable(layiheler, words, lang)),
    musahibeler: plain(await searchTable(musahibeler, words, lang)),
  };
}
