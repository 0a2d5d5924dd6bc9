import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/features/seo/metadata';
import { NEWS_SITEMAP_PATH } from '@/lib/features/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** Crawlers may read every page; the API is for programs, not search results. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: [absoluteUrl('/sitemap.xml'), absoluteUrl(NEWS_SITEMAP_PATH)],
  };
}
