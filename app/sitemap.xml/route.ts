import { env } from '@/lib/platform/config/env';
import { sitemapEntries } from '@/lib/features/seo/sitemap-entries';
import {
  renderIndex,
  renderUrlset,
  sitemapChunk,
  sitemapCount,
  xmlResponse,
} from '@/lib/features/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** The sitemap: every public URL in both languages, or an index once there are more than 50,000. */
export async function GET() {
  const origin = env().SITE_URL.replace(/\/+$/, '');
  const entries = await sitemapEntries();
  const count = sitemapCount(entries);
  return xmlResponse(
    count === 1 ? renderUrlset(sitemapChunk(entries, 0), origin) : renderIndex(count, origin),
  );
}
