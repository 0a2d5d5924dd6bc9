/**
 * The groups of search results (docs/contract.md §7 neticeler), each named after
 * the list call of its kind, in the contract's order: records, then the kinds a
 * search reaches. A group's index is part of the id of a stored search alert's
 * item (lib/features/alerts/watch/items.ts ID_GROUP), so the list only grows at its end;
 * lib/core/contract/kinds.test.ts holds that.
 *
 * Apart from lib/core/contract/kinds.ts, which re-exports it, so that the request
 * schemas can name the groups without an import cycle.
 */
export const SEARCH_GROUPS = [
  'dercler',
  'xeberler',
  'elanlar',
  'cixislar',
  'musahibeler',
  'jurnallar',
  'layiheler',
  // The site's own extension (docs/contract.md §7): articles, searched in local mode.
  'meqaleler',
] as const;

export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** How many hits one group of the search's reply holds at most: a page of the group. */
export const SEARCH_GROUP_LIMIT = 20;

/**
 * The last page of a group the search call gives (the site's `page` field):
 * 50 pages of 20, the 1,000 hits a group's total counts at most
 * (docs/search.md, "Totals, types and pages").
 */
export const SEARCH_PAGE_MAX = 50;

/** Whether a string names a search group. */
export function isSearchGroup(value: string): value is SearchGroup {
  return SEARCH_GROUPS.some((group) => group === value);
}

/** A value for each group, in a record TypeScript knows to be complete. */
export function perGroup<T>(value: (group: SearchGroup) => T): Record<SearchGroup, T> {
  return {
    dercler: value('dercler'),
    xeberler: value('xeberler'),
    elanlar: value('elanlar'),
    cixislar: value('cixislar'),
    musahibeler: value('musahibeler'),
    jurnallar: value('jurnallar'),
    layiheler: value('layiheler'),
    meqaleler: value('meqaleler'),
  };
}
