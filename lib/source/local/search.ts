import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@/lib/contract/calls';
import type { SearchResults } from '@/lib/contract/entities';
import { getDb } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
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
import { htmlToText } from '@/lib/html/text';
import { excerptAround } from '@/lib/search/excerpt';
import { foundNothing } from '@/lib/search/found';
import { SEARCH_GROUP_LIMIT } from '@/lib/search/query';
import { querySlots, synonymWords, type Slot } from '@/lib/search/synonyms';
import { queryTerms, type Term } from '@/lib/search/terms';
import { lookup, SEARCHED_TABLES, unknownWords, vocabularyInfixes } from './search-index';
import { suggestQuery } from './suggest';
import type { WithColumns } from './localize';

export { SEARCH_GROUP_LIMIT };

/** How many characters of the body the lead columns keep (lib/db/schema/columns.ts). */
const LEAD_CHARS = 600;

type Table = WithColumns<
  'id' | 'titleAz' | 'titleEn' | 'date' | 'titleWordsAz' | 'titleWordsEn' | 'wordsAz' | 'wordsEn'
>;
type Hit = { id: number; title: string; lead: string | null; date: string; typeId?: number };
type Lang = 'az' | 'en';

const COLUMNS = {
  az: { title: 'title_az', lead: 'lead_az', titleWords: 'title_words_az', words: 'words_az' },
  en: { title: 'title_en', lead: 'lead_en', titleWords: 'title_words_en', words: 'words_en' },
} as const;

/**
 * The tsquery text of a query's places (lib/search/synonyms.ts), every place
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
): string {
  const alternatives = (t: Term) => {
    if (t.whole) return [t.word];
    const forms = [...new Set([t.word, t.stem, ...(/^\d+$/.test(t.word) ? [`-${t.word}`] : [])])];
    const own = match === 'whole' ? forms : forms.map((f) => `${f}:*`);
    return [...own, ...(infixes.get(t.word) ?? [])];
  };
  const every = (terms: readonly Term[]) =>
    terms.map((t) => `(${alternatives(t).join(' | ')})`).join(' & ');
  return slots
    .map((slot) =>
      slot.length === 1 ? every(slot[0]!) : `(${slot.map((ts) => `(${every(ts)})`).join(' | ')})`,
    )
    .join(' & ');
}

/**
 * One tier's query: the newest `limit` items of the table matching `where`
 * and not `before` (a tier already shown). The order names the table's own
 * `date` column: a bare `date` would be the text `date` of the select list,
 * which no index holds, so every tier would read and sort all its matches
 * (19,424 pages instead of 507 for a common stem at scale 100, docs/search.md).
 * With the column, the planner chooses per kind: walking the date index
 * newest first while matches are common, the GIN lookup and a sort when rare.
 */
export function tierQuery(
  table: string,
  lang: Lang,
  where: SQL,
  before: SQL | null,
  limit: number,
  withType = false,
): SQL {
  const c = COLUMNS[lang];
  const name = sql.identifier(table);
  const translated = lang === 'en' ? sql`and title_en is not null` : sql``;
  const fields = sql`id, ${sql.identifier(c.title)} as title, ${sql.identifier(c.lead)} as lead, date::text as date${withType ? sql`, type_id as "typeId"` : sql``}`;
  const not = before ? sql`and not (${before})` : sql``;
  return sql`select ${fields} from ${name} where ${where} ${not} ${translated}
             order by ${name}.date desc, ${name}.id desc limit ${limit}`;
}

/** `column @@ query` for a tsquery text of termsQuery. */
export const matching = (column: string, query: string) =>
  sql`${sql.identifier(column)} @@ to_tsquery('simple', ${query})`;

/**
 * The hits of one kind of content, newest first within four tiers (the order
 * a reader judges by: a title match before a body match): titles holding every
 * word (or its stem) whole, titles with every word or stem starting a title
 * word, titles holding a word inside a longer word (`isiq` in "Azərişıq"; the
 * longer words come from the vocabulary, ./suggest), then the rest of the
 * items whose title or body has every word or stem as the start of a word.
 * Each tier runs only while the group is not full.
 */
async function searchTable(
  table: Table,
  slots: Slot[],
  lang: Lang,
  infixes: Map<string, string[]>,
  withType: boolean,
  wordsLang: Lang,
): Promise<Hit[]> {
  const db = await getDb();
  const c = COLUMNS[wordsLang];
  const whole = matching(c.titleWords, termsQuery(slots, 'whole'));
  const starts = matching(c.titleWords, termsQuery(slots, 'start'));
  const hasInfix = slots.flat(2).some((t) => infixes.has(t.word));
  const inTitle = matching(c.titleWords, termsQuery(slots, 'start', infixes));
  const tiers: Array<[SQL, SQL | null]> = [
    [whole, null],
    [starts, whole],
    ...(hasInfix ? [[inTitle, starts] satisfies [SQL, SQL]] : []),
    [matching(c.words, termsQuery(slots, 'start', infixes)), inTitle],
  ];
  const hits: Hit[] = [];
  for (const [where, before] of tiers) {
    const limit = SEARCH_GROUP_LIMIT - hits.length;
    const rows = await rowsOf<Hit>(
      db,
      tierQuery(getTableName(table), lang, where, before, limit, withType),
    );
    hits.push(...rows);
    if (hits.length === SEARCH_GROUP_LIMIT) break;
  }
  return hits;
}

/**
 * Keyword search over every kind of content, ignoring case and Azerbaijani
 * letters, finding inflected forms (stems, lib/search/stem.ts). Each hit
 * carries its date and an excerpt of its lead (the body's opening) around the
 * first matched word there (plain text). When the page's language finds
 * nothing, the words are looked up in the other language's text of the same
 * items (`budget` on the Azerbaijani page). When nothing is found, or a word
 * was found only through its stem or inside longer words, `suggestion` is the
 * closest search made of real words of the content that does find something
 * (./suggest).
 */
export async function search(req: CallRequest<'neticeler'>): Promise<SearchResults> {
  const lang = req.language;
  const terms = queryTerms(req.query, lang);
  const results = await searchTerms(terms, req.query, lang, lang);
  if (foundNothing(results)) {
    // Words of the other language (`budget` on the Azerbaijani page) find the
    // page's items through that language's words; no suggestion is needed then.
    const other = lang === 'az' ? 'en' : 'az';
    const otherTerms = queryTerms(req.query, other);
    if (await findsAny(otherTerms, other)) {
      const across = await searchTerms(otherTerms, req.query, lang, other);
      if (!foundNothing(across)) return across;
    }
  }
  // A word found only through its stem or inside longer words may be a typo
  // (`səhiyə` finds "səhiyyə" through `sehiy`): it gets a suggestion too; not
  // a word a synonym stands for (`büdcə` on the English page finds "budget").
  const synonymous = synonymWords(terms, lang);
  const unsure = foundNothing(results)
    ? terms
    : terms.filter((t) => t.stem !== t.word && !synonymous.has(t.word));
  const unknown = await unknownWords(
    unsure.map((t) => t.word),
    lang,
  );
  if (unknown.size === 0) return results;
  const suggestion = await suggestQuery(req.query, lang, unknown, (query) =>
    findsAny(queryTerms(query, lang), lang),
  );
  return suggestion === null ? results : { ...results, suggestion };
}

const GROUPS = SEARCHED_TABLES;

/**
 * The plain text of an item's lead (lead_az/lead_en: the body's first 600
 * characters without tags, migration 0011), entities decoded; a word the
 * 600 characters cut in two is left out.
 */
function leadText(lead: string | null): string {
  const text = htmlToText(lead);
  return (lead?.length ?? 0) < LEAD_CHARS ? text : text.replace(/\s*\S+$/, ' …');
}

/** Whether any item holds every word or stem as the start of a word of its title or body in `lang`. */
async function findsAny(terms: Term[], lang: Lang): Promise<boolean> {
  if (terms.length === 0) return false;
  const query = termsQuery(querySlots(terms, lang), 'start');
  const column = sql.identifier(COLUMNS[lang].words);
  const found = GROUPS.map(
    (t) =>
      sql`exists (select 1 from ${sql.identifier(t)} where ${column} @@ to_tsquery('simple', ${query}))`,
  );
  const rows = await lookup<{ found: boolean }>(sql`select ${sql.join(found, sql` or `)} as found`);
  return rows[0]?.found === true;
}

/** The hits of every kind on a page of `lang`, matching the words of `wordsLang`'s text. */
async function searchTerms(
  terms: Term[],
  query: string,
  lang: Lang,
  wordsLang: Lang,
): Promise<SearchResults> {
  if (terms.length === 0) {
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
  const infixes = await vocabularyInfixes(
    terms.map((t) => t.word),
    wordsLang,
  );
  const shown = (hits: Hit[]) =>
    hits.map(({ id, title, lead, date }) => ({
      id,
      title,
      date,
      excerpt: excerptAround(leadText(lead), query, lang),
    }));
  const typeRows = await db
    .select({ id: types.id, shortTitle: types.shortTitle, az: types.titleAz, en: types.titleEn })
    .from(types);
  const type = new Map(typeRows.map((t) => [t.id, t]));
  const slots = querySlots(terms, wordsLang);
  const hitsOf = (table: Table, withType = false) =>
    searchTable(table, slots, lang, infixes, withType, wordsLang);
  const records = await hitsOf(dercler, true);
  return {
    dercler: shown(records).map((r, i) => ({
      ...r,
      type_short_title: type.get(records[i]!.typeId!)?.shortTitle ?? '',
      type_title: type.get(records[i]!.typeId!)?.[lang] ?? undefined,
    })),
    xeberler: shown(await hitsOf(xeberler)),
    cixislar: shown(await hitsOf(cixislar)),
    elanlar: shown(await hitsOf(elanlar)),
    jurnallar: shown(await hitsOf(jurnallar)),
    layiheler: shown(await hitsOf(layiheler)),
    musahibeler: shown(await hitsOf(musahibeler)),
  };
}
