import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import {
  isSearchGroup,
  SEARCH_PAGE_MAX,
  type SearchGroup,
} from '@/lib/core/contract/search-groups';
import { ROUTES } from '@/lib/core/site/routes';

/** The longest keyword the search API accepts. */
const QUERY_MAX = 200;

type Raw = string | string[] | undefined;

const first = (raw: Raw) => (Array.isArray(raw) ? raw[0] : raw);

/** The keyword of /search?query=…: the first value, trimmed, cut to what the API accepts ('' when none). */
export function parseSearchQuery(raw: Raw): string {
  return (first(raw) ?? '').trim().slice(0, QUERY_MAX).trim();
}

/**
 * What a results page narrows the search to (docs/home-and-search.md):
 * `type`, one group of results; `page`, a page of that group (1 without a
 * type); `exact`, the words as typed even when they find nothing and a
 * suggestion would ("Search instead for …").
 */
export interface SearchScope {
  type?: SearchGroup;
  page: number;
  exact: boolean;
}

/** The scope of /search's query string; anything that makes no sense means none (page 1). */
export function parseSearchScope(params: { type?: Raw; page?: Raw; exact?: Raw }): SearchScope {
  const raw = first(params.type);
  const type = raw !== undefined && isSearchGroup(raw) ? raw : undefined;
  const digits = first(params.page);
  const page = type && digits && /^\d{1,6}$/.test(digits) ? Number(digits) : 1;
  return {
    type,
    page: Math.min(Math.max(page, 1), SEARCH_PAGE_MAX),
    exact: first(params.exact) === '1',
  };
}

/** The address of a results page: the words, then the scope's fields that are not the default. */
export function searchHref(
  locale: Locale,
  query: string,
  scope: Partial<SearchScope> = {},
): string {
  const params = new URLSearchParams({ query });
  if (scope.type) params.set('type', scope.type);
  if (scope.type && scope.page && scope.page > 1) params.set('page', String(scope.page));
  if (scope.exact) params.set('exact', '1');
  return `${localizePath(locale, ROUTES.search)}?${params}`;
}
