import type { Locale } from '@/i18n/routing';
import { DEFAULT_PAGE_SIZE, filterQueryString, type FilterQuery } from '@/lib/core/filter/query';
import { localizePath } from '@/i18n/paths';
import { listSearch, type ListQuery } from '@/lib/core/publications/list-query';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/core/site/routes';
import { trackerFollowSearch, type TrackerFollow } from '@/lib/core/tracker/query';

/** The file name every feed has under its page's path (/xeberler/feed.atom). */
const FEED_FILE = 'feed.atom';

/** The list filters a feed keeps (the window is no filter: a feed always holds the newest). */
export function listFeedFilters(query: ListQuery) {
  return { section: query.section, subsection: query.subsection, cat: query.category };
}

/** The feed of a publication list in a language, with the list's filters. */
export function listFeedPath(locale: Locale, kind: ItemKind, query: ListQuery): string {
  const path = ROUTES[ITEM_ROUTES[kind].list];
  return `${localizePath(locale, path)}/${FEED_FILE}${listSearch(listFeedFilters(query))}`;
}

/** The feed of an archive filter view: the same choices and search, without the page size. */
export function filterFeedPath(locale: Locale, query: FilterQuery): string {
  const search = filterQueryString({ ...query, limit: DEFAULT_PAGE_SIZE });
  return `${localizePath(locale, ROUTES.filter)}/${FEED_FILE}${search}`;
}

/** The feed of the recommendations' status changes for the tracker's filters. */
export function trackerFeedPath(locale: Locale, follow: TrackerFollow): string {
  return `${localizePath(locale, ROUTES.qerarlarinIzlenilmesi)}/${FEED_FILE}${trackerFollowSearch(follow)}`;
}

/** A status change's place: its recommendation's page, at that entry of its history. */
export function statusChangePath(locale: Locale, change: { id: number; tovsiyye_id: number }) {
  return `${localizePath(locale, ROUTES.qerarlarinIzlenilmesi)}/${change.tovsiyye_id}#status-${change.id}`;
}

/**
 * The publication lists' path segments (xeberler, elanlar, …): each has a feed and data
 * (listKind, lib/core/contract/kinds.ts, names a segment's kind).
 */
export const LIST_SEGMENTS = Object.values(ITEM_ROUTES).map((row) => row.list);

/** The feed of one recommendation's status changes. */
export function recommendationFeedPath(locale: Locale, id: number): string {
  return `${localizePath(locale, ROUTES.qerarlarinIzlenilmesi)}/${id}/${FEED_FILE}`;
}

/** The download formats of a list (its items as data, docs/open-data.md). */
export const LIST_DATA_FORMATS = ['csv', 'json'] as const;
export type ListDataFormat = (typeof LIST_DATA_FORMATS)[number];

/** The download of a publication list with its filters (/xeberler/data.csv?section=…). */
export function listDataPath(
  locale: Locale,
  kind: ItemKind,
  query: ListQuery,
  format: ListDataFormat,
): string {
  const path = ROUTES[ITEM_ROUTES[kind].list];
  return `${localizePath(locale, path)}/data.${format}${listSearch(listFeedFilters(query))}`;
}

/** The download of an archive filter view: its choices and words, without the window. */
export function filterDataPath(locale: Locale, query: FilterQuery, format: ListDataFormat): string {
  const search = filterQueryString({ ...query, limit: DEFAULT_PAGE_SIZE });
  return `${localizePath(locale, ROUTES.filter)}/data.${format}${search}`;
}

/**
 * The download of a page's whole list, which has no filters: a legal documents' list
 * (/qanunlar/data.csv), the page feedback's summary (/sehife-reyleri/data.json).
 */
export function pageDataPath(locale: Locale, path: string, format: ListDataFormat): string {
  return `${localizePath(locale, path)}/data.${format}`;
}
