import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { atomResponse, renderAtom } from '@/lib/feeds/atom';
import { filterFeed, publicationFeed, trackerFeed } from '@/lib/feeds/data';
import { listKindOf } from '@/lib/feeds/paths';
import { ROUTES } from '@/lib/site/routes';

/** The tracker's feed of status changes; one recommendation's is `tovsiyye-5` (next.config.mjs). */
const TRACKER = ROUTES.qerarlarinIzlenilmesi.slice(1);

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
  const kind = listKindOf(list);
  const one = /^tovsiyye-(\d{1,9})$/.exec(list)?.[1];
  const tracker = list === TRACKER || one !== undefined;
  if (!hasLocale(routing.locales, locale) || (!kind && list !== 'filter' && !tracker)) {
    return notFound();
  }
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const feed = tracker
    ? await trackerFeed(locale, one === undefined ? query : { tovsiyye: one })
    : kind
      ? await publicationFeed(kind, locale, query)
      : await filterFeed(locale, query);
  return feed ? atomResponse(renderAtom(feed)) : notFound();
}
