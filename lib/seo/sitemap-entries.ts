import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { MAX_LIMIT } from '@/lib/contract/primitives';
import { atomDate } from '@/lib/feeds/atom';
import { localizePath } from '@/lib/i18n/paths';
import { mediaUrl } from '@/lib/media/media-url';
import { mediaBase, type MediaFolder } from '@/lib/media/url';
import { ITEM_ROUTES, ROUTES, STATIC_PAGES, type ItemKind } from '@/lib/site/routes';
import { MAX_NEWS_URLS, type NewsEntry, type SitemapEntry } from './sitemap-xml';

type Dated = {
  id: number;
  date: string;
  title: string;
  photo?: string | null;
  language?: Locale;
  type_short_title?: string;
};

/** Every item of a list call in a language, paging by the largest page the API allows. */
async function all(call: (typeof ITEM_ROUTES)[ItemKind]['call'] | 'dercler', language: Locale) {
  const out: Dated[] = [];
  for (let from = 0; ; from += MAX_LIMIT) {
    const reply = (await read(call, {
      language,
      limit: MAX_LIMIT,
      from,
      column: 'id',
      order: 'asc',
    })) as Record<string, Dated[]>;
    const page = reply[call] ?? [];
    out.push(...page);
    if (page.length < MAX_LIMIT) return out;
  }
}

async function itemsOf(
  call: (typeof ITEM_ROUTES)[ItemKind]['call'] | 'dercler',
  folder: MediaFolder,
  path: (i: Dated) => string,
) {
  const [az, en] = await Promise.all([all(call, 'az'), all(call, 'en')]);
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
  const kinds = Object.entries(ITEM_ROUTES) as Array<[ItemKind, (typeof ITEM_ROUTES)[ItemKind]]>;
  const items = await Promise.all(
    kinds.map(([kind, r]) => itemsOf(r.call, r.list, (i) => `/${kind}/${i.id}`)),
  );
  const records = await itemsOf('dercler', 'dercler', (i) => `/${i.type_short_title}/${i.id}`);
  return [...fixed, ...items.flat(), ...records];
}

/** Every public URL of the site, rebuilt at most hourly. */
export const sitemapEntries = unstable_cache(build, ['sitemap-entries'], {
  tags: ['sitemap'],
  revalidate: 3600,
});

/** The newest news of a language (one page, newest first), as news sitemap candidates. */
async function newsOf(language: Locale): Promise<NewsEntry[]> {
  const { xeberler } = await read('xeberler', { language, limit: MAX_LIMIT, from: 0 });
  return xeberler
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
