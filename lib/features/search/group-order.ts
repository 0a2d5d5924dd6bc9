import { SEARCH_GROUPS, type SearchGroup } from '@/lib/core/contract/search-groups';
import { foldAz } from '@/lib/core/search/fold';
import { queryTerms, termMatches } from '@/lib/core/search/terms';

type RankedHit = { readonly tier?: number; readonly title?: string };
type Results = Readonly<Record<SearchGroup, ReadonlyArray<RankedHit>>>;

/** The words typed and the page's language, when known: what tells a near-exact title. */
export interface Typed {
  query: string;
  lang: 'az' | 'en';
}

/** The last tier of a title match (lib/core/contract/entities.ts, a hit's `tier`): 4 is the text. */
const TITLE_TIERS = 3;

/** How many words a near-exact title may have beyond the query's own. */
const NEAR_EXTRA_WORDS = 2;

const WORDS = /[^\p{L}\p{N}]+/u;

/**
 * Whether a title is the query's, exactly or nearly (issue 57): every word of the
 * query matches a word of the title (as search matches it: folded, by its stem), and
 * the title has at most NEAR_EXTRA_WORDS words more (`Fiskal qaydalar` is the
 * article "Fiskal qaydalar"; `Azərsu` is not every title that names it).
 */
export function nearExactTitle(title: string, typed: Typed): boolean {
  const terms = queryTerms(typed.query, typed.lang);
  const words = foldAz(title).split(WORDS).filter(Boolean);
  return (
    terms.length > 0 &&
    words.length <= terms.length + NEAR_EXTRA_WORDS &&
    terms.every((t) => words.some((w) => termMatches(w, t)))
  );
}

/**
 * 0 a group holding a near-exact title, 1 one whose first hit matched in its
 * title, 2 in its text only, 3 no hit or no tier (an upstream's).
 */
function rank(hits: ReadonlyArray<RankedHit>, typed?: Typed): number {
  if (typed && hits.some((h) => h.title !== undefined && nearExactTitle(h.title, typed))) return 0;
  const tier = hits[0]?.tier;
  if (tier === undefined) return 3;
  return tier <= TITLE_TIERS ? 1 : 2;
}

/**
 * The order the results page's "All" view shows the groups in (docs/search.md,
 * "Ranking"): first the groups holding an exact or near-exact title, whatever
 * their kind, then those whose best hit matched in its title, then those whose
 * best hit matched in its text only, the contract's order (SEARCH_GROUPS)
 * among equals. So the article titled "Fiskal qaydalar" comes before twenty
 * records that mention the words, and a news item titled with the words
 * before records that only mention them. An upstream's hits say nothing of how
 * they matched: only their titles order them. Only the display changes:
 * SEARCH_GROUPS and its indexes never do.
 */
export function groupOrder(results: Results, typed?: Typed): SearchGroup[] {
  const ranks = new Map(SEARCH_GROUPS.map((g) => [g, rank(results[g], typed)]));
  // Array.prototype.sort is stable: equal ranks keep SEARCH_GROUPS's order.
  return [...SEARCH_GROUPS].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
}

/**
 * A group's hits as the "All" view lists them: its near-exact titles first, the
 * rest in the search's order. A type's own pages keep the search's order.
 */
export function bestFirst<H extends RankedHit>(hits: readonly H[], typed: Typed): H[] {
  const near = (h: H) => h.title !== undefined && nearExactTitle(h.title, typed);
  return [...hits.filter(near), ...hits.filter((h) => !near(h))];
}
