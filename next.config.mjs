import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { baseHeaders, RESOURCE_POLICY } from './lib/platform/security/base-headers.mjs';
import {
  IMAGE_WIDTHS,
  imageCacheBytes,
  imageSources,
} from './lib/core/format/media/image-config.mjs';

// The interface texts (messages/*.json) are compiled at build time: the browser gets
// next-intl's small formatter instead of the ICU parser (docs/benchmarks.md, "Pages on phones").
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});
const photos = imageSources();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end servers each run from their own copy of the build, so that
  // their page caches stay apart (scripts/e2e-server.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  // rate-limiter-flexible loads drizzle-orm with a computed import() that a bundle
  // cannot follow: both stay in node_modules (and in the standalone output), one copy of drizzle.
  // prom-client and pino: one registry and one logger for the hook, the routes and the cache handler.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'rate-limiter-flexible',
    'drizzle-orm',
    'prom-client',
    'pino',
  ],
  poweredByHeader: false,
  // Cached pages may be served stale for a day while a fresh copy renders
  // (the stale-while-revalidate of their Cache-Control).
  expireTime: 86400,
  reactStrictMode: true,
  // The build type-checks: a deploy that runs only `next build` cannot ship type errors.
  typescript: { ignoreBuildErrors: false },
  // The data and page caches: Redis when REDIS_URL is set (shared by every
  // instance), else one bounded in-memory LRU (CACHE_MAX_MB,
  // cache/local-handler.mjs), never a file per key that visitors could multiply.
  cacheHandler: fileURLToPath(new URL('./cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // The container image (Dockerfile) runs Next's self-contained server; `npm start`
  // and the tests run `next start` on the ordinary build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Every client gets the complete <head> in the first bytes (no streamed
  // metadata), and a page whose content cannot be read fails before anything
  // is sent, so the error page goes out with status 500.
  htmlLimitedBots: /.*/,
  experimental: {
    // Every 404 is one server-rendered document, app/global-not-found.tsx (docs/errors.md).
    globalNotFound: true,
    // Each page's CSS comes as render-blocking <link rel=stylesheet> files from 'self'
    // (the strict CSP's style-src allows them), cached immutable: a visitor downloads the
    // shared layout's styles once per visit, not in every HTML (docs/frontend.md, "Style sheets").
    inlineCss: false,
    cssChunking: { type: 'graph', requestCost: 10_000_000 },
  },
  // Photos through Next's image optimizer (components/media/Photo.tsx): AVIF or WebP at
  // the widths of lib/core/format/media/image-config.mjs only, from the site's /img/ files and the
  // media hosts (IMAGE_BASE_URL, the upstream's origin) read when the server starts.
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: IMAGE_WIDTHS.device,
    imageSizes: IMAGE_WIDTHS.image,
    qualities: [75],
    localPatterns: [{ pathname: '/img/**', search: '' }],
    remotePatterns: photos.remotePatterns,
    // An upstream on this machine or a private network (the e2e upstreams, an intranet
    // API): allowed only for the configured hosts, and no redirect may lead elsewhere.
    dangerouslyAllowLocalIP: photos.privateNetwork,
    maximumRedirects: photos.privateNetwork ? 0 : 3,
    // A bounded disk cache (IMAGE_CACHE_MAX_MB, least recently used out first), entries kept 1 day.
    maximumDiskCacheSize: imageCacheBytes(),
    minimumCacheTTL: 86400,
    maximumResponseBody: 10_000_000,
    contentSecurityPolicy: RESOURCE_POLICY,
  },
  // Redirects (old addresses, trailing slashes) are answered by the proxy
  // (lib/core/site/redirects.ts), so that they carry the security headers: Next's
  // own redirects drop every header.
  skipTrailingSlashRedirect: true,
  // The proxy (proxy.ts, lib/platform/security) gives every response its security
  // headers, except the responses it never sees: Next's static files, its
  // image optimizer and API requests with a body. Those get them here (HSTS
  // comes with the pages: this list is fixed at build time, SITE_URL is not).
  async headers() {
    const headers = (kind) =>
      Object.entries({
        'Content-Security-Policy': RESOURCE_POLICY,
        ...baseHeaders(kind, undefined),
      }).map(([key, value]) => ({ key, value }));
    // An API write's reply is never stored anywhere.
    const noStore = [{ key: 'Cache-Control', value: 'no-store' }];
    return [
      ...['/_next/static/:path*', '/_next/image'].map((source) => ({
        source,
        headers: headers('resource'),
      })),
      { source: '/api/:path*', headers: headers('api') },
      ...['content-length', 'transfer-encoding'].map((key) => ({
        source: '/api/:path*',
        has: [{ type: 'header', key }],
        headers: noStore,
      })),
    ];
  },
  async rewrites() {
    return {
      // Feeds (/xeberler/feed.atom, /en/filter/feed.atom?type=audit): the locale
      // proxy skips paths with a dot, so they go straight to their handler.
      beforeFiles: [
        // One recommendation's status changes (/qerarlarin-izlenilmesi/5/feed.atom).
        {
          source: '/en/qerarlarin-izlenilmesi/:id(\\d{1,9})/feed.atom',
          destination: '/feeds/en/tovsiyye-:id',
        },
        {
          source: '/qerarlarin-izlenilmesi/:id(\\d{1,9})/feed.atom',
          destination: '/feeds/az/tovsiyye-:id',
        },
        // The dataset catalogue as DCAT-AP 3 JSON-LD (/aciq-melumatlar/catalog.jsonld).
        { source: '/en/aciq-melumatlar/catalog.jsonld', destination: '/open-data/en/catalog' },
        { source: '/aciq-melumatlar/catalog.jsonld', destination: '/open-data/az/catalog' },
        // A list's items as data (/xeberler/data.csv, /en/filter/data.json?type=audit).
        { source: '/en/:list/data.:format(csv|json)', destination: '/list-data/en/:list/:format' },
        { source: '/:list/data.:format(csv|json)', destination: '/list-data/az/:list/:format' },
        { source: '/en/:list/feed.atom', destination: '/feeds/en/:list' },
        { source: '/:list/feed.atom', destination: '/feeds/az/:list' },
      ],
      // A first path segment with a dot that is no file (favicon.ico, wp-login.php)
      // skips the locale routing (proxy.ts leaves such paths alone) and would be
      // taken for a language: it gets the 404 page instead. Files and the site's
      // own routes (sitemap.xml, robots.txt, ...) are matched before this.
      afterFiles: [{ source: '/:first([^/]*\\.[^/]*)/:rest*', destination: '/az/not-found' }],
    };
  },
};

export default withNextIntl(nextConfig);
