import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/platform/config/env';
import { newsEntries, sitemapEntries } from '@/lib/features/seo/sitemap-entries';
import {
  NEWS_SITEMAP_PATH,
  recentNews,
  renderNewsUrlset,
  renderUrlset,
  sitemapChunk,
  sitemapCount,
  xmlResponse,
} from '@/lib/features/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/**
 * One file of a split sitemap: /sitemaps/{n}.xml, listed by /sitemap.xml;
 * or the news sitemap /sitemaps/news.xml (news of the last two days).
 */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  const origin = env().SITE_URL.replace(/\/+$/, '');
  if (`/sitemaps/${file}` === NEWS_SITEMAP_PATH) {
    const name = (await getTranslations({ locale: 'az', namespace: 'Metadata' }))('siteName');
    return xmlResponse(renderNewsUrlset(recentNews(await newsEntries(), new Date()), origin, name));
  }
  const match = /^(\d{1,4})\.xml$/.exec(file);
  const entries = await sitemapEntries();
  const n = match ? Number(match[1]) : -1;
  if (n < 0 || n >= sitemapCount(entries))
    return xmlResponse('<?xml version="1.0"?><error>Not found</error>', 404);
  return xmlResponse(renderUrlset(sitemapChunk(entries, n), origin));
}
