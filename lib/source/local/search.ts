import { and, desc, isNotNull, not, sql, type SQL } from 'drizzle-orm';
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

type Table = WithColumns<
  'id' | 'titleAz' | 'titleEn' | 'date' | 'searchAz' | 'searchEn' | 'titleFoldAz' | 'titleFoldEn'
>;
type Hit = { id: number; title: string; typeId?: number };

/** Escapes a word for a PostgreSQL regular expression. */
const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The hits of one kind of content, in two tiers so each can stop early on the
 * date index: first items whose title has every word as a whole word, then
 * items with every word anywhere in the title or body; newest first in each.
 */
async function searchTable(table: Table, words: string[], lang: 'az' | 'en', withType = false) {
  const db = await getDb();
  const en = lang === 'en';
  const titleFold = sql`coalesce(${en ? table.titleFoldEn : table.titleFoldAz}, '')`;
  const wholeWords = and(...words.map((w) => sql`${titleFold} ~ ${`\\m${regexEscape(w)}\\M`}`))!;
  const anywhere = words.map((w) => containsFolded(en ? table.searchEn : table.searchAz, w));
  const base: SQL[] = en ? [isNotNull(table.titleEn)] : [];
  const columns = {
    id: sql<number>`${table.id}`,
    title: sql<string>`${en ? table.titleEn : table.titleAz}`,
    ...(withType ? { typeId: sql<number>`${dercler.typeId}` } : {}),
  };
  const tier = (where: SQL[], limit: number) =>
    db
      .select(columns)
      .from(table)
      .where(and(...base, ...where))
      .orderBy(desc(table.date), desc(table.id))
      .limit(limit) as Promise<Hit[]>;

  const whole = await tier([wholeWords], SEARCH_GROUP_LIMIT);
  if (whole.length === SEARCH_GROUP_LIMIT) return whole;
  const partial = await tier([...anywhere, not(wholeWords)], SEARCH_GROUP_LIMIT - whole.length);
  return [...whole, ...partial];
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
