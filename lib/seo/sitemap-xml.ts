import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/lib/i18n/paths';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One page of the site, in the languages it really exists in. */
export interface SitemapEntry {
  path: string;
  languages: Locale[];
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  return entry.languages.map((l) => `<url><loc>${href(l)}</loc>${lastmod}${alternates}</url>`);
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.flatMap((e) => urlsOf(e, origin)).join('\n') +
    '\n</urlset>\n'
  );
}

/** A <sitemapindex> of `count` sitemap files at /sitemaps/{n}.xml. */
export function renderIndex(count: number, origin: string): string {
  const items = Array.from(
    { length: count },
    (_, n) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${n}.xml`)}</loc></sitemap>`,
  );
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
