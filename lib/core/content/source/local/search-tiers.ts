import { sql, type SQL } from 'drizzle-orm';
import {
  perGroup,
  SEARCH_GROUP_LIMIT,
  SEARCH_PAGE_MAX,
  type SearchGroup,
} from '@/lib/core/contract/search-groups';
import type { GroupTotal } from '@/lib/core/contract/entities';
import { getDb } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import type { Slot } from '@/lib/core/search/synonyms';
import type { Term } from '@/lib/core/search/terms';
import { lookup, SEARCHED_TABLES } from './search-index';

// The search's statements over one kind of content: its tiers, a page of them, its count.

export type Lang = 'az' | 'en';

/** How a hit matched, the order of the tiers: 1 best (whole title words), 4 its body only. */
type Tier = 1 | 2 | 3 | 4;
export type Hit = {
  id: number;
  title: string;
  lead: string | null;
  date: string;
  typeId?: number;
  tier: Tier;
};

/**
 * The most hits a group's total counts (LIMIT inside the count): the hits
 * its pages reach, SEARCH_PAGE_MAX pages of SEARCH_GROUP_LIMIT. Past it the
 * total says "more" (`capped`) and costs no more however common the words.
 */
export const COUNT_CAP = SEARCH_PAGE_MAX * SEARCH_GROUP_LIMIT;

export const COLUMNS = {
  az: { title: 'title_az', lead: 'lead_az', titleWords: 'title_words_az', words: 'words_az' },
  en: { title: 'title_en', lead: 'lead_en', titleWords: 'title_words_en', words: 'words_en' },
} as const;

/**
 * The tsquery text of a query's places (lib/core/search/synonyms.ts), every place
 * required: a place is its own words or one of its synonyms, every word of
 * that one required. A word matches as a whole word (the word or its stem),
 * as the start of a word, or also as one of the longer vocabulary words
 * holding it (infixes); a synonym's abbreviation only whole. A number also
 * matches itself after a hyphen, which PostgreSQL's parser reads as a sign
 * (`COVID-19` is indexed `covid`, `-19`). Words and stems are letters and
 * digits, vocabulary words a-z: safe inside a tsquery.
 */
export function termsQuery(
  slots: readonly Slot[],
  match: 'whole' | 'start',
  infixes = new Map<string, string[]>(),
  inText = false,
): string {
  const alternatives = (t: Term) => {
    const signed = /^\d+$/.test(t.word) ? [`-${t.word}`] : [];
    if (t.whole) return [t.word, ...signed];
    const forms = [...new Set([t.word, t.stem, ...(t.spelled ? [t.spelled] : []), ...signed])];
    const own = match === 'whole' ? forms : forms.map((f) => `${f}:*`);
    return [...own, ...(infixes.get(t.word) ?? [])];
  };
  const every = (terms: readonly Term[]) =>
    terms.map((t) => `(${alternatives(t).join(' | ')})`).join(' & ');
  // In a text, a phrase with a word matched in titles only is left to its synonyms.
  const inPlace = (slot: Slot) => {
    const kept = inText ? slot.filter((ts) => !ts.some((t) => t.titleOnly)) : slot;
    return kept.length ? kept : slot;
  };
  return slots
    .map(inPlace)
    .map((slot) =>
      slot.length === 1 ? every(slot[0]!) : `(${slot.map((ts) => `(${every(ts)})`).join(' | ')})`,
    )
    .join(' & ');
}

/** `column @@ query` for a tsquery text of termsQuery. */
export const matching = (column: string, query: string) =>
  sql`${sql.identifier(column)} @@ to_tsquery('simple', ${query})`;

/** Which items of a table a tier holds: `where`, not `before` (a tier shown earlier), in the page's language. */
function tierRows(table: string, lang: Lang, where: SQL, before: SQL | null): SQL {
  const translated = lang === 'en' ? sql`and title_en is not null` : sql``;
  const not = before ? sql`and not (${before})` : sql``;
  return sql`from ${sql.identifier(table)} where ${where} ${not} ${translated}`;
}

/**
 * One tier's query: the newest `limit` items of the table matching `where`
 * and not `before` (a tier already shown), after the first `offset`. The
 * order names the table's own `date` column: a bare `date` would be the text
 * `date` of the select list, which no index holds, so every tier would read
 * and sort all its matches (19,424 pages instead of 507 for a common stem at
 * scale 100, docs/search.md). With the column, the planner chooses per kind:
 * walking the date index newest first while matches are common, the GIN
 * lookup and a sort when rare.
 */
export function tierQuery(
  table: string,
  lang: Lang,
  where: SQL,
  before: SQL | null,
  { limit, offset = 0, withType = false }: { limit: number; offset?: number; withType?: boolean },
): SQL {
  const c = COLUMNS[lang];
  const name = sql.identifier(table);
  const fields = sql`id, ${sql.identifier(c.title)} as title, ${sql.identifier(c.lead)} as lead, date::text as date${withType ? sql`, type_id as "typeId"` : sql``}`;
  return sql`select ${fields} ${tierRows(table, lang, where, before)}
             order by ${name}.date desc, ${name}.id desc limit ${limit} offset ${offset}`;
}

/** `select count(*)` of the rows a `from … where …` gives, reading at most `cap` of them. */
const cappedCount = (rows: SQL, cap: number) =>
  sql`(select count(*) from (select 1 ${rows} limit ${cap}) s)`;

/** A group's tiers, best first: each its number, its condition and the condition of the tiers before it. */
export interface Tiers {
  list: Array<{ tier: Tier; where: SQL; before: SQL | null }>;
  /** Every item some tier holds (the last tier's words hold every title word too). */
  any: SQL;
}

/**
 * The four tiers of a search (the order a reader judges by: a title match
 * before a body match): titles holding every word (or its stem) whole, titles
 * with every word or stem starting a title word, titles holding a word inside
 * a longer word (`isiq` in "Azərişıq"; the longer words come from the
 * vocabulary, ./search-index), then the rest of the items whose title or
 * body has every word or stem as the start of a word. The third is left out
 * when no word has longer words: it would be the second again.
 */
export function searchTiers(slots: Slot[], infixes: Map<string, string[]>, wordsLang: Lang): Tiers {
  const c = COLUMNS[wordsLang];
  const whole = matching(c.titleWords, termsQuery(slots, 'whole'));
  const starts = matching(c.titleWords, termsQuery(slots, 'start'));
  const hasInfix = slots.flat(2).some((t) => infixes.has(t.word));
  const inTitle = matching(c.titleWords, termsQuery(slots, 'start', infixes));
  const inText = matching(c.words, termsQuery(slots, 'start', infixes, true));
  // A word matched in titles only (`IT` on an English page) leaves its titles to the title tiers.
  const any = slots.flat(2).some((t) => t.titleOnly) ? sql`(${inTitle} or ${inText})` : inText;
  const list: Tiers['list'] = [
    { tier: 1, where: whole, before: null },
    { tier: 2, where: starts, before: whole },
  ];
  if (hasInfix) list.push({ tier: 3, where: inTitle, before: starts });
  list.push({ tier: 4, where: any, before: inTitle });
  return { list, any };
}

/**
 * How many hits each group has, counted up to COUNT_CAP (`capped`: more), in
 * one statement: per table, a count of the items some tier holds that stops
 * at COUNT_CAP + 1 rows (a LIMIT inside the count), through the word index
 * (`lookup`: no table scan).
 */
export async function groupTotals(
  tiers: Tiers,
  lang: Lang,
): Promise<Record<SearchGroup, GroupTotal>> {
  const counts = SEARCHED_TABLES.map(
    (t) =>
      sql`${cappedCount(tierRows(t, lang, tiers.any, null), COUNT_CAP + 1)} as ${sql.identifier(t)}`,
  );
  const [row] = await lookup<Record<SearchGroup, number | string>>(
    sql`select ${sql.join(counts, sql`, `)}`,
  );
  const total = (group: SearchGroup): GroupTotal => {
    const n = Number(row?.[group] ?? 0);
    return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  };
  return perGroup(total);
}

/**
 * A page of one kind's hits: SEARCH_GROUP_LIMIT from `offset` of the tiers
 * one after another, newest first within each. Each tier runs only while the
 * page is not full; a tier the offset passes whole is only counted (at most
 * `offset` of its rows), and the first one it reaches into is read from
 * there, so page 2 costs a capped count of the first tiers and the reads of
 * page 1's last tier from its 20th row on.
 */
export async function tierPage(
  table: string,
  tiers: Tiers,
  lang: Lang,
  offset: number,
  withType: boolean,
): Promise<Hit[]> {
  const db = await getDb();
  const hits: Hit[] = [];
  let skip = offset;
  for (const [i, { tier, where, before }] of tiers.list.entries()) {
    if (skip > 0 && i < tiers.list.length - 1) {
      const [row] = await lookup<{ n: number | string }>(
        sql`select ${cappedCount(tierRows(table, lang, where, before), skip)} as n`,
      );
      const inTier = Number(row?.n ?? 0);
      if (inTier < skip) {
        skip -= inTier;
        continue;
      }
    }
    const limit = SEARCH_GROUP_LIMIT - hits.length;
    const rows = await rowsOf<Omit<Hit, 'tier'>>(
      db,
      tierQuery(table, lang, where, before, { limit, offset: skip, withType }),
    );
    skip = 0;
    hits.push(...rows.map((row) => ({ ...row, tier })));
    if (hits.length === SEARCH_GROUP_LIMIT) break;
  }
  return hits;
}
