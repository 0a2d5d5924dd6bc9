import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
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
import { containsFolded, type WithColumns } from './localize';

/** How many hits each group of the search results shows at most. */
export const SEARCH_GROUP_LIMIT = 20;

type Table = WithColumns<'id' | 'titleAz' | 'titleEn' | 'date' | 'searchAz' | 'searchEn'>;

/** Escapes a word for a PostgreSQL regular expression. */
const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function match(table: Table, words: string[], lang: 'az' | 'en') {
  const searchColumn = lang === 'en' ? table.searchEn : table.searchAz;
  const titleColumn = lang === 'en' ? table.titleEn : table.titleAz;
  const where: SQL[] = words.map((w) => containsFolded(searchColumn, w));
  if (lang === 'en') where.push(isNotNull(table.titleEn));
  // Whole-word title matches rank first, then partial title matches, then body matches.
  const rank = sql.join(
    words.map(
      (w) =>
        sql`(case when az_fold(${titleColumn}) ~ ${`\\m${regexEscape(w)}\\M`} then 3 when az_fold(${titleColumn}) like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`} then 1 else 0 end)`,
    ),
    sql` + `,
  );
  return { where: and(...where), rank, title: titleColumn };
}

async function searchTable(table: Table, words: string[], lang: 'az' | 'en') {
  const db = await getDb();
  const m = match(table, words, lang);
  return db
    .select({ id: sql<number>`${table.id}`, title: sql<string>`${m.title}` })
    .from(table)
    .where(m.where)
    .orderBy(desc(m.rank), desc(table.date), desc(table.id))
    .limit(SEARCH_GROUP_LIMIT);
}

async function searchRecords(words: string[], lang: 'az' | 'en') {
  const db = await getDb();
  const m = match(dercler, words, lang);
  return db
    .select({ id: dercler.id, title: sql<string>`${m.title}`, type_short_title: types.shortTitle })
    .from(dercler)
    .innerJoin(types, eq(dercler.typeId, types.id))
    .where(m.where)
    .orderBy(desc(m.rank), desc(dercler.date), desc(dercler.id))
    .limit(SEARCH_GROUP_LIMIT);
}

/** Keyword search over every kind of content, ignoring case and Azerbaijani letters. */
export async function search(req: CallRequest<'neticeler'>): Promise<SearchResults> {
  const words = searchWords(foldAz(req.query));
  const lang = req.language;
  const empty = {
    dercler: [],
    xeberler: [],
    cixislar: [],
    elanlar: [],
    jurnallar: [],
    layiheler: [],
    musahibeler: [],
  };
  if (words.length === 0) return empty;
  const [d, x, c, e, j, l, m] = await Promise.all([
    searchRecords(words, lang),
    searchTable(xeberler, words, lang),
    searchTable(cixislar, words, lang),
    searchTable(elanlar, words, lang),
    searchTable(jurnallar, words, lang),
    searchTable(layiheler, words, lang),
    searchTable(musahibeler, words, lang),
  ]);
  return {
    dercler: d,
    xeberler: x,
    cixislar: c,
    elanlar: e,
    jurnallar: j,
    layiheler: l,
    musahibeler: m,
  };
}
