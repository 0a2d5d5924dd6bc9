import type { RouteRule } from '@/lib/platform/observability/route-kind';

/**
 * The site's own kinds of request, for its logs and metrics (lib/platform/observability/route-kind.ts
 * asks them between its own: health, static files and images first; any other call, file and page
 * last). instrumentation.ts hands them to the platform.
 */
export const SITE_ROUTE_KINDS: readonly RouteRule[] = [
  [/^\/api\/sorgu-ve-muracietler\/add$/, 'form-request'],
  [/^\/api\/sorgu$/, 'form-survey'],
  [/^\/api\/captcha\//, 'captcha'],
  [/^\/api\/cache\/revalidate$/, 'cache-revalidate'],
  [/^\/feeds\//, 'feed'],
  [/^\/(sitemap\.xml|sitemaps\/|robots\.txt$)/, 'sitemap'],
  [/^\/og\//, 'link-preview'],
];
