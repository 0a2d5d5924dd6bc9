import { sql } from 'drizzle-orm';
import type { CallRequest } from '@/lib/core/contract/calls';
import type { SearchResults } from '@/lib/core/contract/entities';
import {
  perGroup,
  perKindGroup,
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUPS,
  type KindGroup,
  type SearchGroup,
} from '@/lib/core/contract/search-groups';
import { getDb } from '@/lib/core/db/client';
import { types } from '@/lib/core/db/schema';
import { htmlToText } from '@/lib/core/format/html/text';
import { excerptAround } from '@/lib/core/search/excerpt';
import { foundNothing } from '@/lib/core/search/found';
import { querySlots, synonymWords } from '@/lib/core/search/synonyms';
import { inflectionBases } from '@/lib/core/search/stem';
import { queryTerms, withNames, type Term } from '@/lib/core/search/terms';
import {
  lookup,
  realWords,
  SEARCHED_TABLES,
  unknownWords,
  vocabularyInfixes,
} from './search-index';
import { partialTiers } from './search-partial';
import {
  COLUMNS,
  groupTotals,
  searchTiers,
  tierPage,
  termsQuery,
  type Hit,
  type Lang,
  type Tiers,
} from './search-tiers';
import { suggestQuery } from './suggest';

/** What a search is narrowed to (the request's `type` and `page`). */
type Scope = { type?: SearchGroup; page: number };

/** How many characters of the body the lead columns keep (lib/core/db/schema/columns.ts). */
const LEAD_CHARS = 600;

/**
 * Keyword search over every kind of content, ignoring case and Azerbaijani
 * letters, finding inflected forms (stems, lib/core/search/stem.ts). Each hit
 * carries its date and an excerpt of its lead (the body's opening) around the
 * first matched word there (plain text). When the page's language finds
 * nothing, the words are looked up in the other language's text of the same
 * items (`budget` on the Azerbaijani page). When nothing is found, or a word
 * was found only through its stem or inside longer words, `suggestion` is the
 * closest search made of real words of the content that does find something
 * (./suggest). When no item holds every word and no suggestion helps, the
 * items holding most of them, the rarest words weighing most (`partial`,
 * ./search-partial).
 */
export async function search(req: CallRequest<'neticeler'>): Promise<SearchResults> {
  const lang = req.language;
  const scope: Scope = { type: req.type, page: req.page ?? 1 };
  const terms = await namesWhole(queryTerms(req.query, lang), lang);
  const results = await searchTerms(terms, req.query, lang, lang, scope);
  if (foundNothing(results)) {
    // Words of the other language (`budget` on the Azerbaijani page) find the
    // page's items through that language's words; no suggestion is needed then.
    const other = lang === 'az' ? 'en' : 'az';
    const otherTerms = await namesWhole(queryTerms(req.query, other), other);
    if (await findsAny(otherTerms, other)) {
      const across = await searchTerms(otherTerms, req.query, lang, other, scope);
      if (!foundNothing(across)) return across;
    }
  }
  const suggestion = await suggestionFor(terms, results, req.query, lang);
  if (suggestion === null && foundNothing(results)) {
    const some = await searchTerms(terms, req.query, lang, lang, scope, partialTiers);
    if (!foundNothing(some)) return { ...some, partial: true };
  }
  return suggestion === null ? results : { ...results, suggestion };
}

/**
 * The query's words with a name kept whole (issue 57): a word that is itself a
 * word of the content, whose stem is no word of the content and which is no
 * inflected form of one, is not shortened (`Azərsu` is not cut to `azər`, which
 * starts every "Azərbaycan"); an inflected word keeps its stem (`hesabatlar` →
 * `hesabat`, `nazirliyin` → `nazirli`, a form of "nazirlik").
 */
async function namesWhole(terms: Term[], lang: Lang): Promise<Term[]> {
  const cut = terms.filter((t) => !t.whole && t.stem !== t.word);
  if (cut.length === 0) return terms;
  const bases = new Map(cut.map((t) => [t.word, [t.stem, ...inflectionBases(t.word, lang)]]));
  const real = await realWords(
    [...new Set(cut.flatMap((t) => [t.word, ...bases.get(t.word)!]))],
    lang,
  );
  return withNames(
    terms,
    cut
      .filter((t) => real.has(t.word) && !bases.get(t.word)!.some((b) => real.has(b)))
      .map((t) => t.word),
  );
}

/**
 * "Did you mean …?" for a search's words (./suggest), or null: when nothing
 * was found, or a word was found only through its stem or inside longer words.
 */
async function suggestionFor(
  terms: Term[],
  results: SearchResults,
  query: string,
  lang: Lang,
): Promise<string | null> {
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
  if (unknown.size === 0) return null;
  return suggestQuery(query, lang, unknown, (words) => findsAny(queryTerms(words, lang), lang));
}

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
  const query = termsQuery(querySlots(terms, lang), 'start', undefined, true);
  const column = sql.identifier(COLUMNS[lang].words);
  const found = SEARCHED_TABLES.map(
    (t) =>
      sql`exists (select 1 from ${sql.identifier(t)} where ${column} @@ to_tsquery('simple', ${query}))`,
  );
  const rows = await lookup<{ found: boolean }>(sql`select ${sql.join(found, sql` or `)} as found`);
  return rows[0]?.found === true;
}

/** The type (its short title for the address, its title in `lang`) of each record type, by id. */
async function recordTypes(lang: Lang) {
  const db = await getDb();
  const rows = await db
    .select({ id: types.id, shortTitle: types.shortTitle, az: types.titleAz, en: types.titleEn })
    .from(types);
  return new Map(
    rows.map((t) => [t.id, { shortTitle: t.shortTitle, title: t[lang] ?? undefined }]),
  );
}

/**
 * The hits of every kind on a page of `lang`, matching the words of
 * `wordsLang`'s text, with every group's total: the scope's page of each
 * group, or of its one type (the other groups then empty). A group whose
 * total is nothing, or which the page passes, is not searched. The tiers are
 * every word's (./search-tiers), or some of the words' (./search-partial).
 */
async function searchTerms(
  terms: Term[],
  query: string,
  lang: Lang,
  wordsLang: Lang,
  scope: Scope,
  tiersOf: typeof partialTiers = async (...args) => searchTiers([...args[0]], args[1], args[2]),
): Promise<SearchResults> {
  const none = { ...perGroup(() => []), totals: perGroup(() => ({ count: 0, capped: false })) };
  if (terms.length === 0) return none;
  const infixes = await vocabularyInfixes(
    terms.map((t) => t.word),
    wordsLang,
  );
  const tiers: Tiers | null = await tiersOf(querySlots(terms, wordsLang), infixes, wordsLang);
  if (!tiers) return none;
  const totals = await groupTotals(tiers, lang);
  const offset = (scope.page - 1) * SEARCH_GROUP_LIMIT;
  // The names kept whole, for the excerpts here and the page's marks (in the page's language).
  const names = wordsLang === lang ? terms.filter((t) => t.name).map((t) => t.word) : [];
  const hitsOf = async (group: SearchGroup): Promise<Hit[]> => {
    const { count, capped } = totals[group];
    if ((scope.type && scope.type !== group) || (offset >= count && !capped)) return [];
    return tierPage(group, tiers, lang, offset, group === 'dercler');
  };
  const shown = (hits: Hit[]) =>
    hits.map(({ id, title, lead, date, tier }) => ({
      id,
      title,
      date,
      excerpt: excerptAround(leadText(lead), query, lang, names),
      tier,
    }));
  const records = await hitsOf('dercler');
  // One group after another, in the contract's order (one database connection).
  const kinds = new Map<KindGroup, ReturnType<typeof shown>>();
  for (const group of SEARCH_GROUPS)
    if (group !== 'dercler') kinds.set(group, shown(await hitsOf(group)));
  const type = records.length ? await recordTypes(lang) : null;
  return {
    dercler: shown(records).map((r, i) => {
      const recordType = type?.get(records[i]!.typeId ?? 0);
      return {
        ...r,
        type_short_title: recordType?.shortTitle ?? '',
        type_title: recordType?.title,
      };
    }),
    ...perKindGroup((group) => kinds.get(group) ?? []),
    totals,
    ...(names.length ? { names } : {}),
  };
}
