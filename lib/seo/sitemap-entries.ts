import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { MAX_LIMIT } from '@/lib/contract/primitives';
import { ITEM_ROUTES, ROUTES, STATIC_PAGES, type ItemKind } from '@/lib/site/routes';
import type { SitemapEntry } from './sitemap-xml';

type Dated = { id: number; date: string; type_short_title?: string };

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
  path: (i: Dated) => string,
) {
  const [az, en] = await Promise.all([all(call, 'az'), all(call, 'en')]);
  const english = new Set(en.map((i) => i.id));
  return az.map<SitemapEntry>((i) => ({
    path: path(i),
    lastmod: i.date.slice(0, 10),
    languages: english.has(i.id) ? ['az', 'en'] : ['az'],
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
  const kinds = Object.entries(ITEM_ROUTES) as Array<[ItemKind, (typeof ITEM_ROUTES)[ItemKind]]>;
  const items = await Promise.all(
    kinds.map(([kind, r]) => itemsOf(r.call, (i) => `/${kind}/${i.id}`)),
  );
  const records = await itemsOf('dercler', (i) => `/${i.type_short_title}/${i.id}`);
  return [...fixed, ...items.flat(), ...records];
}

/** Every public URL of the site, rebuilt at most hourly. */
export const sitemapEntries = unstable_cache(build, ['sitemap-entries'], {
  tags: ['sitemap'],
  revalidate: 3600,
});
