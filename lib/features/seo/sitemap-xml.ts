import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One page of the site, in the languages it really exists in. */
export interface SitemapEntry {
  path: string;
  languages: Locale[];
  lastmod?: string;
  /** The item's photos (absolute, or paths on this site): image:image entries. */
  images?: string[];
}

/** The most entries a news sitemap may hold (Google News). */
export const MAX_NEWS_URLS = 1000;

/** How far back a news sitemap reaches (Google News: articles of the last two days). */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** A news item in one language, for the news sitemap. */
export interface NewsEntry {
  /** Path with language prefix ('/en/xeber/12'). */
  path: string;
  language: Locale;
  title: string;
  /** RFC 3339 date-time of publication. */
  published: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (src: string, origin: string) =>
  /^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;

/** One <url> per language version, each naming the others as hreflang alternates. */
function urlsOf(entry: SitemapEntry, origin: string): string[] {
  const href = (l: Locale) => escapeXml(`${origin}${localizePath(l, entry.path)}`);
  const alternates =
    entry.languages.length > 1
      ? [
          ...entry.languages.map(
            (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.languages[0]!)}"/>`,
        ].join('')
      : '';
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  const images = (entry.images ?? [])
    .map(
      (src) =>
        `<image:image><image:loc>${escapeXml(absolute(src, origin))}</image:loc></image:image>`,
    )
    .join('');
  return entry.languages.map(
    (l) => `<url><loc>${href(l)}</loc>${lastmod}${alternates}${images}</url>`,
  );
}

/** How many sitemap files the entries fill. */
export function sitemapCount(entries: SitemapEntry[]): number {
  const urls = entries.reduce((n, e) => n + e.languages.length, 0);
  return Math.max(1, Math.ceil(urls / MAX_URLS_PER_SITEMAP));
}

/** The entries of sitemap file `n` (0-based), never splitting an entry's languages. */
export function sitemapChunk(entries: SitemapEntry[], n: number): SitemapEntry[] {
  const chunks: SitemapEntry[][] = [[]];
  let urls = 0;
  for (const e of entries) {
    if (urls + e.languages.length > MAX_URLS_PER_SITEMAP) {
      chunks.push([]);
      urls = 0;
    }
    chunks[chunks.length - 1]!.push(e);
    urls += e.languages.length;
  }
  return chunks[n] ?? [];
}

/** A <urlset> document. */
export function renderUrlset(entries: SitemapEntry[], origin: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
    entries.flatMap((e) => urlsOf(e, origin)).join('\n') +
    '\n</urlset>\n'
  );
}

/** The address of the news sitemap (listed in robots.txt and in the index). */
export const NEWS_SITEMAP_PATH = '/sitemaps/news.xml';

/**
 * The news published in the `NEWS_WINDOW_MS` before `now` (the real clock:
 * a crawler wants what is new today, not what was new when the newest item
 * was written), newest first, at most MAX_NEWS_URLS.
 */
export function recentNews(entries: NewsEntry[], now: Date): NewsEntry[] {
  const since = now.getTime() - NEWS_WINDOW_MS;
  return entries
    .filter((e) => {
      const t = Date.parse(e.published);
      return t >= since && t <= now.getTime();
    })
    .sort((a, b) => Date.parse(b.published) - Date.parse(a.published))
    .slice(0, MAX_NEWS_URLS);
}

/** A news sitemap (Google News extension) of entries already chosen by recentNews. */
export function renderNewsUrlset(
  entries: NewsEntry[],
  origin: string,
  publication: string,
): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc><news:news><news:publication>` +
      `<news:name>${escapeXml(publication)}</news:name><news:language>${e.language}</news:language>` +
      `</news:publication><news:publication_date>${e.published}</news:publication_date>` +
      `<news:title>${escapeXml(e.title)}</news:title></news:news></url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
    urls.join('\n') +
    (urls.length ? '\n' : '') +
    '</urlset>\n'
  );
}

/** A <sitemapindex> of `count` sitemap files at /sitemaps/{n}.xml, then the news sitemap. */
export function renderIndex(count: number, origin: string): string {
  const items = Array.from(
    { length: count },
    (_, n) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${n}.xml`)}</loc></sitemap>`,
  );
  items.push(`<sitemap><loc>${escapeXml(`${origin}${NEWS_SITEMAP_PATH}`)}</loc></sitemap>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** An XML response that shared caches may hold for an hour. */
export function xmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, s-maxage=3600',
    },
  });
}
