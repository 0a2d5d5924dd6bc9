import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { atomResponse, renderAtom } from '@/lib/core/content/feeds/atom';
import { filterFeed, publicationFeed, trackerFeed } from '@/lib/core/content/feeds/data';
import { feedList, recommendationFeedId, TRACKER_SEGMENT } from '@/lib/core/content/feeds/params';
import { listKind } from '@/lib/core/contract/kinds';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

type Params = { params: Promise<{ locale: string; list: string }> };

/**
 * The Atom feed of a list, of an archive filter view, or of the recommendations' status
 * changes. Public addresses are
 * /{list}/feed.atom and /en/{list}/feed.atom (next.config.mjs rewrites them
 * here: the locale proxy leaves paths with a dot alone).
 */
export async function GET(request: Request, { params }: Params) {
  const { locale, list } = await params;
  // One recommendation's feed is `tovsiyye-5` here (next.config.mjs).
  const one = recommendationFeedId.safeParse(/^tovsiyye-(.*)$/.exec(list)?.[1]);
  if (!hasLocale(routing.locales, locale) || (!feedList.safeParse(list).success && !one.success)) {
    return notFound();
  }
  const kind = listKind(list);
  const tracker = list === TRACKER_SEGMENT || one.success;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const feed = tracker
    ? await trackerFeed(locale, one.success ? { tovsiyye: one.data } : query)
    : kind
      ? await publicationFeed(kind, locale, query)
      : await filterFeed(locale, query);
  return feed ? atomResponse(renderAtom(feed)) : notFound();
}
