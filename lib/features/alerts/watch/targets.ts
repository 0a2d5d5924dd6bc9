import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { listFeedFilters } from '@/lib/core/content/feeds/paths';
import {
  CHOICE_FIELDS,
  DEFAULT_PAGE_SIZE,
  filterQueryString,
  parseFilterQuery,
  type FilterQuery,
} from '@/lib/core/filter/query';
import { ALL_YEARS, trackerFollowSearch, type TrackerFollow } from '@/lib/core/tracker/query';
import { listSearch, parseListQuery, type ListQuery } from '@/lib/core/publications/list-query';
import { parseSearchQuery } from '@/lib/core/site/search-query';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/core/site/routes';

/**
 * A followed view: a publication list with its filters, an archive filter
 * view (which also serves the record types and keyword searches of records),
 * a site search, the recommendations tracker with its filters (its status changes), or one
 * recommendation (its status changes). For lists
 * and filter views it is the query of the view's Atom feed, so a
 * subscription follows exactly what the feed shows; for a search, its
 * words; for the tracker, its filters.
 */
export type Target =
  | { view: ItemKind; query: ListQuery; key: string }
  | { view: 'filter'; query: FilterQuery; key: string }
  | { view: 'search'; query: string; key: string }
  | { view: 'tracker'; query: TrackerFollow; key: string }
  | { view: 'tovsiyye'; query: { id: number }; key: string };

const TRACKER_KEYS = ['il', 'qurum', 'nov', 'status'] as const;

const LIST_KEYS = ['section', 'subsection', 'cat'] as const;
const FILTER_KEYS = [...CHOICE_FIELDS, 'search'] as const;

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
  if (view === 'search') {
    const words = parseSearchQuery(raw.get('query') ?? undefined);
    if (!words || [...raw.keys()].some((k) => k !== 'query')) return null;
    return { view, query: words, key: `search?${new URLSearchParams({ query: words })}` };
  }
  if (view === 'tracker') return trackerTarget(raw);
  if (view === 'tovsiyye') {
    const id = raw.get('id')?.trim() ?? '';
    if (!/^[1-9]\d{0,8}$/.test(id) || [...raw.keys()].some((k) => k !== 'id')) return null;
    return recommendationFollow(Number(id));
  }
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

/** The tracker's target: whole-number filters only ('il' a year), in a fixed order. */
function trackerTarget(raw: URLSearchParams): Target | null {
  const query: TrackerFollow = {};
  for (const key of [...raw.keys()]) if (!TRACKER_KEYS.some((k) => k === key)) return null;
  for (const key of TRACKER_KEYS) {
    const value = raw.get(key)?.trim();
    if (!value) continue;
    if (!/^\d{1,9}$/.test(value)) return null;
    query[key] = Number(value);
  }
  return trackerFollow(query);
}

/** The target of the tracker's followed filters (lib/core/tracker/query.ts, trackerFollowOf). */
export function trackerFollow(follow: TrackerFollow): Target {
  return { view: 'tracker', query: follow, key: `tracker${trackerFollowSearch(follow)}` };
}

/** The target of one recommendation's status changes. */
export function recommendationFollow(id: number): Target {
  return { view: 'tovsiyye', query: { id }, key: `tovsiyye?id=${id}` };
}

/** The target of a stored key ('elan?section=tedbir'); null when it no longer parses. */
export function targetOfKey(key: string): Target | null {
  const at = key.indexOf('?');
  return at < 0 ? parseTarget(key, '') : parseTarget(key.slice(0, at), key.slice(at));
}

/**
 * The words a visitor typed that a stored target follows (a search's, an
 * archive filter's keyword), or null: shown on the site's pages beside the
 * view's name, never put in a mail before the address is confirmed.
 */
export function targetWords(key: string): string | null {
  const target = targetOfKey(key);
  if (target?.view === 'search') return target.query;
  if (target?.view === 'filter') return target.query.search ?? null;
  return null;
}

/** The page a target follows, in a language ('/en/filter?type=audit'). */
export function targetPagePath(target: Target, locale: Locale): string {
  if (target.view === 'tovsiyye')
    return localizePath(locale, `${ROUTES.qerarlarinIzlenilmesi}/${target.query.id}`);
  if (target.view === 'search' || target.view === 'tracker') {
    const [, search = ''] = target.key.split('?');
    const path = target.view === 'search' ? ROUTES.search : ROUTES.qerarlarinIzlenilmesi;
    // The tracker's page without a year shows the latest; the subscription follows every year.
    const query =
      target.view === 'tracker' && target.query.il === undefined ? addAll(search) : search;
    return localizePath(locale, path) + (query ? `?${query}` : '');
  }
  if (target.view === 'filter')
    return localizePath(locale, ROUTES.filter) + filterQueryString(target.query);
  const list = ROUTES[ITEM_ROUTES[target.view].list];
  return localizePath(locale, list) + listSearch(listFeedFilters(target.query));
}

function addAll(search: string): string {
  const params = new URLSearchParams(search);
  params.set('il', ALL_YEARS);
  return params.toString();
}

/**
 * The views a stored content table feeds ('xeberler' → 'xeber', 'dercler' →
 * 'filter'; every content table → 'search'; a recommendation's new
 * history entry, 'tovsiyye_tarixce' → 'tracker' and 'tovsiyye').
 */
export function viewsOfTables(tables: string[]): string[] {
  const views = Object.entries(ITEM_ROUTES)
    .filter(([, r]) => tables.includes(r.call))
    .map(([kind]) => kind);
  if (tables.includes('dercler')) views.push('filter');
  if (views.length > 0) views.push('search');
  if (tables.includes('tovsiyye_tarixce')) views.push('tracker', 'tovsiyye');
  return views;
}
