import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import type { Publication } from '@/lib/core/contract/entities';
import { filterRequest } from '@/lib/core/filter/query';
import { excerptWords } from '@/lib/core/format/excerpt';
import { stripHtml } from '@/lib/core/format/html/sanitize';
import { listCallInput } from '@/lib/core/publications/list-query';
import { getSource } from '@/lib/core/content/source';
import {
  readPublications,
  searchGroupKind,
  SEARCH_GROUPS,
  type Caller,
  type ItemKind,
  type SearchGroup,
} from '@/lib/core/contract/kinds';
import { statusChangePath } from '@/lib/core/content/feeds/paths';
import { statusChangeText } from '@/lib/core/tracker/change';
import type { TrackerFollow } from '@/lib/core/tracker/query';
import type { Target } from './targets';

type Hit = { id: number; title: string; date?: string; type_short_title?: string };

/** A hit's page path segment: its kind's item route, or a record's type. */
function hitRoute(group: SearchGroup, hit: Hit): string | undefined {
  return searchGroupKind(group) ?? hit.type_short_title;
}

/** How many of a view's newest items the detector reads and remembers. */
const WATCHED_ITEMS = 20;

/** Words of an item's excerpt in a mail (the feed's SUMMARY_WORDS). */
const SUMMARY_WORDS = 40;

/** A view's item as an alert shows it. */
export interface AlertItem {
  id: number;
  title: string;
  /** the item's page, with language prefix */
  path: string;
  date: string;
  /** plain text, the feed's excerpt */
  summary: string;
  /** 'status': a recommendation's status changed (the mail says so); else a new item */
  kind?: 'new' | 'status';
}

type Item = Publication & { type_short_title?: string };

/**
 * The newest items of a followed view, straight from the active source (not
 * through the page cache: a new item must be seen as soon as it is stored),
 * with the feed's call input, language rule and excerpt.
 */
export async function newestItems(target: Target, locale: Locale): Promise<AlertItem[]> {
  if (target.view === 'search') return searchItems(target.query, locale);
  if (target.view === 'tracker') return changeItems(target.query, locale);
  if (target.view === 'tovsiyye') return changeItems({ tovsiyye: target.query.id }, locale);
  const window = { limit: WATCHED_ITEMS, from: 0 };
  const source = getSource();
  let items: Item[];
  let path: (i: Item) => string;
  if (target.view === 'filter') {
    const input = { ...filterRequest(target.query), language: locale, ...window };
    items = (await source.call('dercler', input)).dercler;
    path = (i) => `/${i.type_short_title}/${i.id}`;
  } else {
    const kind = target.view;
    const input = { ...listCallInput(locale, target.query), ...window };
    items = await readList(kind, input);
    path = (i) => `/${kind}/${i.id}`;
  }
  return items
    .filter((i) => !(locale === 'en' && i.language === 'az'))
    .map((i) => ({
      id: i.id,
      title: i.title,
      path: localizePath(locale, path(i)),
      date: i.date,
      summary: excerptWords(stripHtml(i.text ?? ''), SUMMARY_WORDS),
    }));
}

/**
 * Search hits are of seven kinds whose ids overlap: an item's id is its
 * group's index × 2³² plus its own id, so that "new" (not seen, and newer
 * than anything seen) is judged within each kind (`newItems`).
 */
export const ID_GROUP = 2 ** 32;

/**
 * The hits of a site search: every kind's hits as the results page lists them. Hits that hold
 * only some of the words (`partial`, docs/search.md "Some of the words") are not the search a
 * subscriber asked to follow: none is mailed until an item holds them all.
 */
async function searchItems(query: string, locale: Locale): Promise<AlertItem[]> {
  const { neticeler } = await getSource().call('neticeler', { language: locale, query });
  if (neticeler.partial) return [];
  return SEARCH_GROUPS.flatMap((group, index) => {
    const hits: Hit[] = neticeler[group];
    return hits.flatMap((hit) => {
      const route = hitRoute(group, hit);
      if (!route) return []; // a record hit without its type (an upstream's): no page to link
      return [
        {
          id: index * ID_GROUP + hit.id,
          title: hit.title,
          path: localizePath(locale, `/${route}/${hit.id}`),
          date: hit.date ?? '',
          summary: '',
        },
      ];
    });
  });
}

/**
 * The newest status changes of the tracker's filters or of one recommendation (a
 * recommendation new to the tracker is a change from nothing): each links to the
 * recommendation's page, at the change in its history.
 */
async function changeItems(
  query: TrackerFollow & { tovsiyye?: number },
  locale: Locale,
): Promise<AlertItem[]> {
  const { deyisiklikler } = await getSource().call('tovsiyyeDeyisiklikleri', {
    language: locale,
    ...query,
    limit: WATCHED_ITEMS,
  });
  return deyisiklikler.map((c) => ({
    id: c.id,
    title: c.movzu,
    path: statusChangePath(locale, c),
    date: c.since,
    summary: `${c.qurum_name}: ${statusChangeText(c)}`,
    kind: c.from_status_name === null ? 'new' : 'status',
  }));
}

function readList(
  kind: ItemKind,
  input: ReturnType<typeof listCallInput> & { limit: number; from: number },
): Promise<Item[]> {
  const source = getSource();
  const { section, subsection, category, ...plain } = input;
  const call: Caller = (name, callInput) => source.call(name, callInput);
  return readPublications(call, kind, plain, { section, subsection, category });
}
