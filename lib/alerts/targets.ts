import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { filterFeedPath, listFeedFilters, listFeedPath } from '@/lib/feeds/paths';
import {
  DEFAULT_PAGE_SIZE,
  filterQueryString,
  parseFilterQuery,
  type FilterQuery,
} from '@/lib/filter/query';
import { listSearch, parseListQuery, type ListQuery } from '@/lib/publications/list-query';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/site/routes';

/**
 * A followed view: a publication list with its filters, or an archive filter
 * view (which also serves the record types and keyword searches of records).
 * It is the query of the view's Atom feed, so a subscription follows exactly
 * what the feed shows.
 */
export type Target =
  | { view: ItemKind; query: ListQuery; key: string }
  | { view: 'filter'; query: FilterQuery; key: string };

const LIST_KEYS = ['section', 'subsection', 'cat'] as const;
const FILTER_KEYS = [
  'type',
  'audit_nov',
  'audit_sahe',
  'cografiya',
  'rey_nov',
  'rey_merhele',
  'fealiyyet_nov',
  'il',
  'search',
] as const;

const isKind = (v: string): v is ItemKind => Object.hasOwn(ITEM_ROUTES, v);

/** Whether every filter the visitor sent survived parsing (an unknown value is refused, not ignored). */
function allKept(raw: URLSearchParams, keys: readonly string[], kept: URLSearchParams): boolean {
  return keys.every((k) => !raw.get(k)?.trim() || kept.has(k));
}

/**
 * The target of a view name and its page's query string, in canonical form
 * (`key`, e.g. 'filter?type=audit&audit_nov=2'); null when the view is
 * unknown or a filter value is malformed or does not belong to the view.
 */
export function parseTarget(view: string, queryString: string): Target | null {
  const raw = new URLSearchParams(queryString.replace(/^\?/, ''));
  if (view === 'filter') {
    const query = { ...parseFilterQuery(raw), limit: DEFAULT_PAGE_SIZE };
    const search = filterQueryString(query);
    if (!allKept(raw, FILTER_KEYS, new URLSearchParams(search.slice(1)))) return null;
    return { view, query, key: `filter${search}` };
  }
  if (!isKind(view)) return null;
  const query = parseListQuery(Object.fromEntries(raw));
  const search = listSearch(listFeedFilters(query));
  if (!allKept(raw, LIST_KEYS, new URLSearchParams(search.slice(1)))) return null;
  if (raw.get('cat') && view !== 'layihe') return null;
  if (raw.get('section') && view !== 'elan') return null;
  return { view, query: { ...query, window: { from: 0, count: 0 } }, key: `${view}${search}` };
}

/** The target of a stored key ('elan?section=tedbir'); null when it no longer parses. */
export function targetOfKey(key: string): Target | null {
  const at = key.indexOf('?');
  return at < 0 ? parseTarget(key, '') : parseTarget(key.slice(0, at), key.slice(at));
}

/** The page a target follows, in a language ('/en/filter?type=audit'). */
export function targetPagePath(target: Target, locale: Locale): string {
  if (target.view === 'filter')
    return localizePath(locale, ROUTES.filter) + filterQueryString(target.query);
  const list = ROUTES[ITEM_ROUTES[target.view].list];
  return localizePath(locale, list) + listSearch(listFeedFilters(target.query));
}

/** The Atom feed of the same view. */
export function targetFeedPath(target: Target, locale: Locale): string {
  return target.view === 'filter'
    ? filterFeedPath(locale, target.query)
    : listFeedPath(locale, target.view, target.query);
}
