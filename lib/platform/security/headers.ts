import { env } from '@/lib/platform/config/env';
import { baseHeaders, RESOURCE_POLICY } from './base-headers.mjs';
import { buildContentSecurityPolicy, type CspOptions } from './csp';

/**
 * What a response is, for its headers: an HTML page (or anything the pages'
 * routes answer, such as a language redirect or the 404 page), the API, or a
 * public resource (static files, media, generated preview images, sitemaps)
 * that other sites may embed.
 */
export type ResponseKind = 'page' | 'api' | 'resource';

/**
 * The Cache-Control of HTML pages (set by proxy.ts on the pages' responses):
 * never stored by a shared cache (`private`: each page carries its own CSP
 * nonce), and revalidated by the browser before any reuse (`no-cache`). Next
 * would send `private, no-cache, no-store, max-age=0, must-revalidate`, whose
 * `no-store` also keeps pages out of the browser's back/forward cache; Next
 * keeps a Cache-Control already on the response of a per-request page, and
 * still sends its own value on a failed render (5xx). docs/topology.md.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * What the pages take from other sites, which the product decides (proxy.ts wires them in):
 * where images come from, whether reCAPTCHA is in use, which hosts are framed.
 */
export type PageSources = Pick<CspOptions, 'imageOrigin' | 'recaptcha' | 'frames'>;

/** The complete security headers of one response; `nonce` is this request's (pages). */
export function securityHeaders(
  kind: ResponseKind,
  nonce: string,
  sources: PageSources,
): Record<string, string> {
  const e = env();
  const csp =
    kind === 'page'
      ? buildContentSecurityPolicy({
          ...sources,
          nonce,
          siteUrl: e.SITE_URL,
          dev: process.env.NODE_ENV === 'development',
          extend: e.CSP_EXTEND,
        })
      : RESOURCE_POLICY;
  return { 'Content-Security-Policy': csp, ...baseHeaders(kind, e.SITE_URL) };
}

const RESOURCE_PATHS =
  /^\/(?:(?:_next|og|img|files|uploads)\/|(?:sitemap[^/]*\.xml|sitemaps\/.+|robots\.txt|manifest\.webmanifest|icon\.svg|og-default\.png)$)/;

/** The kind of response a path gets (see ResponseKind). */
export function responseKind(pathname: string): ResponseKind {
  if (/^\/api(\/|$)/.test(pathname)) return 'api';
  return RESOURCE_PATHS.test(pathname) ? 'resource' : 'page';
}
