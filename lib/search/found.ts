import { SEARCH_GROUPS, type SearchGroup } from '@/lib/contract/kinds';

/** Whether a search reply holds no hit in any group (a suggestion is not a hit). */
export const foundNothing = (results: Readonly<Record<SearchGroup, readonly unknown[]>>) =>
  SEARCH_GROUPS.every((group) => results[group].length === 0);
