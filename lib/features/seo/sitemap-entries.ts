import { keysOf } from '@/lib/core/contract/keys';
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { getAllPublications, getPublicationList } from '@/lib/core/content/publications';
import { getAllRecords } from '@/lib/core/content/records';
import { getRecommendationIds } from '@/lib/core/content/tracker-export';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import { atomDate } from '@/lib/core/content/feeds/atom';
import { localizePath } from '@/i18n/paths';
import { mediaUrl } from '@/lib/core/format/media/media-url';
import { mediaBase, type MediaFolder } from '@/lib/core/format/media/url';
import { ITEM_ROUTES, ROUTES, STATIC_PAGES, type ItemKind } from '@/lib/core/site/routes';
import { MAX_NEWS_URLS, type NewsEntry, type SitemapEntry } from './sitemap-xml';

type Dated = {
  id: number;
  date: string;
  photo?: string | null;
  language?: string;
  type_short_title?: string;
};

function entriesOf(
  az: Dated[],
  en: Dated[],
  folder: MediaFolder,
  path: (i: Dated) => string,
): SitemapEntry[] {
  const english = new Set(en.filter((i) => i.language !== 'az').map((i) => i.id));
  const base = mediaBase();
  return az.map<SitemapEntry>((i) => {
    const photo = mediaUrl(base, folder, i.photo);
    return {
      path: path(i),
      // The item's date is its last change the API tells of.
      lastmod: i.date.slice(0, 10),
      languages: english.has(i.id) ? ['az', 'en'] : ['az'],
      ...(photo ? { images: [photo] } : {}),
    };
  });
}

async function itemsOf(kind: ItemKind): Promise<SitemapEntry[]> {
  const [az, en] = await Promise.all([
    getAllPublications(kind, 'az'),
    getAllPublications(kind, 'en'),
  ]);
  return entriesOf(az, en, ITEM_ROUTES[kind].list, (i) => `/${kind}/${i.id}`);
}

async function records(): Promise<SitemapEntry[]> {
  const [az, en] = await Promise.all([getAllRecords('az'), getAllRecords('en')]);
  return entriesOf(az, en, 'dercler', (i) => `/${i.type_short_title}/${i.id}`);
}

/**
 * A page per recommendation in both languages, or in Azerbaijani only when its topic has no
 * English version (its `/en` page is noindex then: docs/languages.md). No lastmod: the
 * tracker's rows carry no date of their own.
 */
async function recommendations(): Promise<SitemapEntry[]> {
  return (await getRecommendationIds()).map(({ id, english }) => ({
    path: `${ROUTES.qerarlarinIzlenilmesi}/${id}`,
    languages: english ? ['az', 'en'] : ['az'],
  }));
}

async function build(): Promise<SitemapEntry[]> {
  const both: Locale[] = ['az', 'en'];
  const fixed: SitemapEntry[] = [
    { path: '/', languages: both },
    ...Object.entries(ROUTES)
      .filter(([key]) => key !== 'search' && key !== 'haydarAliyev')
      .map(([, path]) => ({ path, languages: both })),
    ...STATIC_PAGES.map((p) => ({ path: `/page/${p}`, languages: both })),
    { path: ROUTES.haydarAliyev, languages: both },
  ];
  const kinds = keysOf(ITEM_ROUTES);
  const items = await Promise.all(kinds.map(itemsOf));
  return [...fixed, ...items.flat(), ...(await records()), ...(await recommendations())];
}

/** Every public URL of the site, rebuilt at most hourly. */
export const sitemapEntries = unstable_cache(build, ['sitemap-entries'], {
  tags: ['sitemap'],
  revalidate: 3600,
});

/** The newest news of a language (one page, newest first), as news sitemap candidates. */
async function newsOf(language: Locale): Promise<NewsEntry[]> {
  const news = await getPublicationList('xeber', { language, limit: MAX_LIMIT, from: 0 });
  return news
    .filter((i) => i.language !== (language === 'az' ? 'en' : 'az'))
    .map((i) => ({
      path: localizePath(language, `/xeber/${i.id}`),
      language,
      title: i.title,
      published: atomDate(i.date),
    }));
}

/**
 * The candidates of the news sitemap: the newest news in both languages;
 * recentNews() then keeps those of the last two days by the real clock.
 */
export async function newsEntries(): Promise<NewsEntry[]> {
  const [az, en] = await Promise.all([newsOf('az'), newsOf('en')]);
  return [...az, ...en].slice(0, 2 * MAX_NEWS_URLS);
}
