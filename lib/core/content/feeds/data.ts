import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteOrigin } from '@/lib/platform/config/env';
import { getRecordFeed } from '@/lib/core/content/filter';
import { getPublicationList } from '@/lib/core/content/publications';
import { getRecommendation, getStatusChanges, getTrackerFollow } from '@/lib/core/content/tracker';
import { queryKey } from '@/lib/core/content/query-key';
import type { Publication } from '@/lib/core/contract/entities';
import { filterQueryString } from '@/lib/core/filter/query';
import { excerptWords } from '@/lib/core/format/excerpt';
import { stripHtml } from '@/lib/core/format/html/sanitize';
import { localizePath } from '@/i18n/paths';
import { mediaUrl } from '@/lib/core/format/media/media-url';
import { mediaBase, type MediaFolder } from '@/lib/core/format/media/url';
import {
  listCallInput,
  listSearch,
  parseListQuery,
  type SearchParams,
} from '@/lib/core/publications/list-query';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/core/site/routes';
import { FEED_ENTRIES, type Feed, type FeedEntry } from './atom';
import {
  filterFeedPath,
  listFeedFilters,
  listFeedPath,
  recommendationFeedPath,
  statusChangePath,
  trackerFeedPath,
} from './paths';
import { statusChangeText } from '@/lib/core/tracker/change';
import { trackerFollowSearch } from '@/lib/core/tracker/query';

/** Words of a feed entry's summary (a plain-text excerpt of the body). */
const FEED_SUMMARY_WORDS = 40;

type Item = Publication & { type_short_title?: string };

/**
 * Entries of items as a list call returns them. An item shown in Azerbaijani in an English
 * feed for lack of a translation is in it, as in English lists, marked xml:lang="az" and
 * labelled (docs/languages.md).
 */
async function entries(
  items: Item[],
  locale: Locale,
  folder: MediaFolder,
  path: (i: Item) => string,
): Promise<FeedEntry[]> {
  const base = mediaBase();
  const label = (await getTranslations({ locale, namespace: 'Cards' }))('inOtherLanguage');
  return items.slice(0, FEED_ENTRIES).map((i) => ({
    path: localizePath(locale, path(i)),
    title: i.title,
    date: i.date,
    summary: excerptWords(stripHtml(i.text ?? ''), FEED_SUMMARY_WORDS),
    photo: mediaUrl(base, folder, i.photo),
    ...(i.language && i.language !== locale ? { language: { lang: i.language, label } } : {}),
  }));
}

async function siteName(locale: Locale) {
  return (await getTranslations({ locale, namespace: 'Metadata' }))('siteName');
}

/** The feed of a publication list (news, speeches, ...) with the list's filters. */
export async function publicationFeed(
  kind: ItemKind,
  locale: Locale,
  params: SearchParams,
): Promise<Feed> {
  const query = parseListQuery(params);
  const { list: listKey } = ITEM_ROUTES[kind];
  const items = await getPublicationList(kind, {
    ...listCallInput(locale, query),
    limit: FEED_ENTRIES,
    from: 0,
  });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const name = await siteName(locale);
  return {
    origin: siteOrigin(),
    selfPath: listFeedPath(locale, kind, query),
    pagePath: localizePath(locale, ROUTES[listKey]) + listSearch(listFeedFilters(query)),
    lang: locale,
    title: `${routes(listKey)} | ${name}`,
    author: name,
    entries: await entries(items, locale, listKey, (i) => `/${kind}/${i.id}`),
  };
}

/** The feed of an archive filter view (/filter/feed.atom?type=audit&audit_nov=2). */
export async function filterFeed(locale: Locale, params: SearchParams): Promise<Feed> {
  const { groups, query, records } = await getRecordFeed(locale, queryKey(params), FEED_ENTRIES);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const name = await siteName(locale);
  const type = groups[0]?.options.find((o) => o.value === query.type)?.label;
  const title = [type, query.search && `“${query.search}”`, routes('filter'), name]
    .filter(Boolean)
    .join(' | ');
  return {
    origin: siteOrigin(),
    selfPath: filterFeedPath(locale, query),
    pagePath: localizePath(locale, ROUTES.filter) + filterQueryString(query),
    lang: locale,
    title,
    author: name,
    entries: await entries(records, locale, 'dercler', (i) => `/${i.type_short_title}/${i.id}`),
  };
}

type StatusChange = Awaited<ReturnType<typeof getStatusChanges>>[number];

/** A status change as a feed entry: at the change in the recommendation's history. */
function changeEntry(c: StatusChange, locale: Locale): FeedEntry {
  const change = statusChangeText(c);
  return {
    path: statusChangePath(locale, c),
    title: `${c.movzu}: ${change}`,
    date: c.since,
    summary: `${c.qurum_name}. ${c.movzu}: ${change}.`,
  };
}

/**
 * The feed of the recommendations' status changes for the tracker's filters
 * (/qerarlarin-izlenilmesi/feed.atom?qurum=3), or of one recommendation (`tovsiyye`, the
 * address /qerarlarin-izlenilmesi/5/feed.atom); null for a recommendation that does not exist.
 */
export async function trackerFeed(locale: Locale, params: SearchParams): Promise<Feed | null> {
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Recommendation' });
  const name = await siteName(locale);
  const base = localizePath(locale, ROUTES.qerarlarinIzlenilmesi);
  const { tovsiyye: one, ...filters } = params;
  if (one !== undefined) {
    const row = await getRecommendation(locale, String(one));
    if (!row) return null;
    const changes = await getStatusChanges(locale, { tovsiyye: row.id }, FEED_ENTRIES);
    return {
      origin: siteOrigin(),
      selfPath: recommendationFeedPath(locale, row.id),
      pagePath: `${base}/${row.id}`,
      lang: locale,
      title: `${row.movzu} | ${t('changes')} | ${name}`,
      author: name,
      entries: changes.map((c) => changeEntry(c, locale)),
    };
  }
  const follow = await getTrackerFollow(locale, queryKey(filters));
  const changes = await getStatusChanges(locale, follow, FEED_ENTRIES);
  return {
    origin: siteOrigin(),
    selfPath: trackerFeedPath(locale, follow),
    pagePath: base + trackerFollowSearch(follow),
    lang: locale,
    title: `${routes('qerarlarinIzlenilmesi')} | ${t('changes')} | ${name}`,
    author: name,
    entries: changes.map((c) => changeEntry(c, locale)),
  };
}
