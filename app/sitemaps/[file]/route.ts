import { env } from '@/lib/config/env';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { renderUrlset, sitemapChunk, sitemapCount, xmlResponse } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** One file of a split sitemap: /sitemaps/{n}.xml, listed by /sitemap.xml. */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const entries = await sitemapEntries();
  const n = match ? Number(match[1]) : -1;
  if (n < 0 || n >= sitemapCount(entries))
    return xmlResponse('<?xml version="1.0"?><error>Not found</error>', 404);
  return xmlResponse(renderUrlset(sitemapChunk(entries, n), env().SITE_URL.replace(/\/+$/, '')));
}
