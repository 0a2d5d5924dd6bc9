import { fromKeys } from './keys';
import { ITEM_ROUTES } from './kind-table';

type KindRow = (typeof ITEM_ROUTES)[keyof typeof ITEM_ROUTES];
type SearchRow = Extract<KindRow, { search: number }>;

/** The group of a kind a search reaches: its list call (`xeberler`, ...). */
export type KindGroup = SearchRow['call'];
export type SearchGroup = 'dercler' | KindGroup;

const searchable = (row: KindRow): row is SearchRow => 'search' in row;

/** The kinds' groups, in the order of their rows' `search` (lib/core/contract/kind-table.ts). */
const KIND_GROUPS: readonly KindGroup[] = Object.values(ITEM_ROUTES)
  .filter(searchable)
  .sort((a, b) => a.search - b.search)
  .map((row) => row.call);

/**
 * The groups of search results (docs/contract.md §7 neticeler), each named after
 * the list call of its kind, in the contract's order: records, then the kinds a
 * search reaches, as the kinds' table numbers them. A group's index is part of the id of a
 * stored search alert's item (lib/features/alerts/watch/items.ts ID_GROUP), so the list only
 * grows at its end; lib/core/contract/kinds.test.ts holds that.
 *
 * Apart from lib/core/contract/kinds.ts, which re-exports it, so that the request
 * schemas can name the groups without an import cycle.
 */
export const SEARCH_GROUPS: readonly SearchGroup[] = ['dercler', ...KIND_GROUPS];

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
  return fromKeys(SEARCH_GROUPS, value);
}

/** A value for each kind's group (every group but the records'). */
export function perKindGroup<T>(value: (group: KindGroup) => T): Record<KindGroup, T> {
  return fromKeys(KIND_GROUPS, value);
}
