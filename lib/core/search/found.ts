import { SEARCH_GROUPS, type SearchGroup } from '@/lib/core/contract/kinds';

type Results = Readonly<Record<SearchGroup, readonly unknown[]>> & {
  readonly totals?: Readonly<Record<SearchGroup, { readonly count: number }>>;
};

/**
 * Whether a search reply holds no hit in any group (a suggestion is not a hit):
 * by its totals when it has them, since a reply of one type or one page
 * holds only some of the hits found.
 */
export const foundNothing = (results: Results) =>
  SEARCH_GROUPS.every((group) =>
    results.totals ? results.totals[group].count === 0 : results[group].length === 0,
  );
