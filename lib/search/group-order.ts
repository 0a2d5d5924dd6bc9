import { SEARCH_GROUPS, type SearchGroup } from '@/lib/contract/search-groups';

type Results = Readonly<Record<SearchGroup, ReadonlyArray<{ readonly tier?: number }>>>;

/** The last tier of a title match (lib/contract/entities.ts, a hit's `tier`): 4 is the text. */
const TITLE_TIERS = 3;

/** 0 a group whose first hit matched in its title, 1 in its text only, 2 no hit or no tier. */
function rank(hits: ReadonlyArray<{ readonly tier?: number }>): number {
  const tier = hits[0]?.tier;
  if (tier === undefined) return 2;
  return tier <= TITLE_TIERS ? 0 : 1;
}

/**
 * The order the results page shows the groups in (docs/search.md, "Ranking"):
 * first the groups whose best hit matched in its title, then those whose
 * best hit matched in its text only, the contract's order (SEARCH_GROUPS)
 * among equals. So a news item titled with the words comes before twenty
 * records that only mention them. An upstream's hits say nothing of how they
 * matched: its groups keep the contract's order. Only the display changes:
 * SEARCH_GROUPS and its indexes never do.
 */
export function groupOrder(results: Results): SearchGroup[] {
  // Array.prototype.sort is stable: equal ranks keep SEARCH_GROUPS's order.
  return [...SEARCH_GROUPS].sort((a, b) => rank(results[a]) - rank(results[b]));
}
