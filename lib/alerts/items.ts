import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import type { Publication } from '@/lib/contract/entities';
import { filterRequest } from '@/lib/filter/query';
import { excerptWords } from '@/lib/format/excerpt';
import { stripHtml } from '@/lib/html/sanitize';
import { listCallInput } from '@/lib/publications/list-query';
import { getSource } from '@/lib/source';
import {
  readPublications,
  searchGroupKind,
  SEARCH_GROUPS,
  type Caller,
  type ItemKind,
  type SearchGroup,
} from '@/lib/contract/kinds';
import { ROUTES } from '@/lib/site/routes';
import { ALL_YEARS, TRACKER_PAGE_SIZE } from '@/lib/tracker/query';
import type { Target, TrackerFollow } from './targets';

type Hit = { id: number; title: string; date?: string; type_short_title?: string };

/** A hit's page path segment: its kind's item route, or a record's type. */
function hitRoute(group: SearchGroup, hit: Hit): string | undefined {
  return searchGroupKind(group) ?? hit.type_short_title;
}

/** How many of a view's newest items the detector reads and remembers. */
export const WATCHED_ITEMS = 20;

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
}

type Item = Publication & { type_short_title?: string };

/**
 * The newest items of a followed view, straight from the active source (not
 * through the page cache: a new item must be seen as soon as it is stored),
 * with the feed's call input, language rule and excerpt.
 */
export async function newestItems(target: Target, locale: Locale): Promise<AlertItem[]> {
  if (target.view === 'search') return searchItems(target.query, locale);
  if (target.view === 'tracker') return trackerItems(target.query, locale);
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

/** The hits of a site search: every kind's hits as the results page lists them. */
async function searchItems(query: string, locale: Locale): Promise<AlertItem[]> {
  const { neticeler } = await getSource().call('neticeler', { language: locale, query });
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
 * The newest recommendations of the tracker's filters (the tracker lists
 * them oldest first: its last two pages of WATCHED_ITEMS); each links to the
 * tracker filtered as followed, at the recommendation's year and on the
 * last page of that year, where the newest are.
 */
async function trackerItems(query: TrackerFollow, locale: Locale): Promise<AlertItem[]> {
  const source = getSource();
  const filter = { language: locale, ...query, limit: WATCHED_ITEMS };
  const { page_count } = await source.call('tovsiyyePageCount', filter);
  const pages = [page_count - 1, page_count].filter((p) => p >= 1);
  const rows = (
    await Promise.all(pages.map((page) => source.call('tovsiyyeler', { ...filter, page })))
  ).flatMap((r) => r.tovsiyyeler);
  const base = localizePath(locale, ROUTES.qerarlarinIzlenilmesi);
  const lastPage = new Map<number | null, number>();
  for (const il of new Set(rows.map((r) => r.il ?? null))) {
    const shown = { ...filter, il: il ?? undefined, limit: TRACKER_PAGE_SIZE };
    lastPage.set(il, (await source.call('tovsiyyePageCount', shown)).page_count);
  }
  return rows.map((r) => {
    const params = new URLSearchParams({ il: r.il ? String(r.il) : ALL_YEARS });
    for (const key of ['qurum', 'nov', 'status'] as const)
      if (query[key] !== undefined) params.set(key, String(query[key]));
    const page = lastPage.get(r.il ?? null) ?? 1;
    if (page > 1) params.set('page', String(page));
    return {
      id: r.id,
      title: r.movzu,
      path: `${base}?${params}`,
      date: '',
      summary: excerptWords(stripHtml(r.metn), SUMMARY_WORDS),
    };
  });
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
