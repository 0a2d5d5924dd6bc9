/**
 * Runs the judged query set (test/fixtures/search-judged) through a search
 * and scores each query (./metrics). The ranked list is the results page's:
 * the groups in the order the page shows them (lib/features/search/group-order.ts:
 * groups whose first hit matched in its title first, then SEARCH_GROUPS's
 * order), each group's hits in order. When the typed words find nothing and
 * the reply suggests words that do, the page shows the suggestion's results
 * ("Showing results for …", lib/core/content/search.ts): that list is `shown`;
 * `typed` is the typed words' own (the page's "search instead for …").
 * `ndcgTitleFirst` scores an order the page does not have, for comparison:
 * every group's title matches before any body match.
 */
import { SEARCH_GROUPS } from '@/lib/core/contract/kinds';
import type { SearchResults } from '@/lib/core/contract/entities';
import { foldAz } from '@/lib/core/search/fold';
import { foundNothing } from '@/lib/core/search/found';
import { bestFirst, groupOrder, type Typed } from '@/lib/features/search/group-order';
import { queryTerms, termMatches } from '@/lib/core/search/terms';
import { JUDGED_QUERIES } from '@/test/fixtures/search-judged';
import { TYPO_KINDS, type JudgedQuery } from '@/test/fixtures/search-judged/types';
import { gradesOf, ndcgAt, precisionAt, type Grades } from './metrics';

export type Search = (query: string, language: JudgedQuery['language']) => Promise<SearchResults>;

export interface Outcome {
  judged: JudgedQuery;
  /** The page's list ("group/id"): the typed words', or the suggestion's when those found nothing. */
  shown: string[];
  /** The list of the typed words themselves. */
  typed: string[];
  suggestion: string | undefined;
  /** nDCG@10 of the list shown. */
  ndcg: number | null;
  /** nDCG@10 of the typed words' own list. */
  ndcgTyped: number | null;
  /** nDCG@10 of `ndcg`'s list with the hits whose title holds every word first. */
  ndcgTitleFirst: number | null;
  precision: number | null;
}

/** The page's "All" list: groups by their best match, each its near-exact titles first. */
const ranked = (results: SearchResults, typed: Typed) =>
  groupOrder(results, typed).flatMap((group) =>
    bestFirst(results[group], typed).map((hit) => `${group}/${hit.id}`),
  );

/** The keys of the hits, those whose title has a word matching every query word first. */
function titleFirst(results: SearchResults, query: string, language: JudgedQuery['language']) {
  const terms = queryTerms(query, language);
  const inTitle = (title: string) => {
    const words = foldAz(title).split(/[^\p{L}\p{N}]+/u);
    return terms.every((t) => words.some((w) => w && termMatches(w, t)));
  };
  const hits = SEARCH_GROUPS.flatMap((group) =>
    results[group].map((hit) => ({ key: `${group}/${hit.id}`, title: inTitle(hit.title) })),
  );
  return [...hits.filter((h) => h.title), ...hits.filter((h) => !h.title)].map((h) => h.key);
}

/**
 * One query through `search`, scored against its grades as the page shows it:
 * the suggestion's results when the typed words find nothing and it does.
 */
export async function scoreQuery(
  search: Search,
  query: string,
  language: JudgedQuery['language'],
  grades: Grades,
): Promise<Omit<Outcome, 'judged'>> {
  const reply = await search(query, language);
  const fixed =
    foundNothing(reply) && reply.suggestion ? await search(reply.suggestion, language) : null;
  const next =
    fixed && reply.suggestion && !foundNothing(fixed)
      ? { query: reply.suggestion, results: fixed }
      : { query, results: reply };
  const typed = ranked(reply, { query, lang: language });
  const shown = ranked(next.results, { query: next.query, lang: language });
  return {
    shown,
    typed,
    suggestion: reply.suggestion,
    ndcg: ndcgAt(shown, grades),
    ndcgTyped: ndcgAt(typed, grades),
    ndcgTitleFirst: ndcgAt(titleFirst(next.results, next.query, language), grades),
    precision: precisionAt(shown, grades),
  };
}

/** Every judged query through `search`, in the set's order. */
export async function runJudged(
  search: Search,
  set: readonly JudgedQuery[] = JUDGED_QUERIES,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const judged of set)
    outcomes.push({
      judged,
      ...(await scoreQuery(search, judged.query, judged.language, gradesOf(judged, set))),
    });
  return outcomes;
}

export interface Figures {
  queries: number;
  ndcg: number | null;
  ndcgTyped: number | null;
  ndcgTitleFirst: number | null;
  precision: number | null;
  /** Share of queries whose page shows nothing. */
  zero: number;
  /** Share of queries given exactly the suggestion judged right (none, for a word spelled right). */
  suggestions: number;
  /** Queries judged to have relevant items whose page shows nothing. */
  zeroJudgedSome: number;
}

const mean = (values: Array<number | null>) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
};

/** Whether the reply's suggestion is one judged right (or none, when none is). */
export const suggestionRight = ({ suggestion, judged }: Outcome) =>
  judged.suggestion === undefined
    ? suggestion === undefined
    : suggestion !== undefined && [judged.suggestion].flat().includes(suggestion);

/** The figures of a group of outcomes. */
export function figures(outcomes: readonly Outcome[]): Figures {
  const share = (test: (o: Outcome) => boolean) =>
    outcomes.length ? outcomes.filter(test).length / outcomes.length : 0;
  return {
    queries: outcomes.length,
    ndcg: mean(outcomes.map((o) => o.ndcg)),
    ndcgTyped: mean(outcomes.map((o) => o.ndcgTyped)),
    ndcgTitleFirst: mean(outcomes.map((o) => o.ndcgTitleFirst)),
    precision: mean(outcomes.map((o) => o.precision)),
    zero: share((o) => o.shown.length === 0),
    suggestions: share(suggestionRight),
    zeroJudgedSome: outcomes.filter((o) => o.shown.length === 0 && o.ndcgTyped !== null).length,
  };
}

/** Whether a query of this kind expects a suggestion. */
export const isTypo = (o: Outcome) => TYPO_KINDS.has(o.judged.kind);
