import { NextRequest, NextResponse } from 'next/server';
import { ERROR_HEADER } from '@/lib/platform/http/error-document';
import { PAGE_URL_HEADER } from '@/lib/platform/http/page-path';
import { securityHeaders, responseKind, type PageSources } from './headers';
import { createNonce } from './nonce';

type Handler = (request: NextRequest) => Response;

/** What the proxy does with a request besides securing it. */
export interface ProxyRoutes {
  /** an answer for a request refused outright (a hostile address), or null */
  reject: (request: NextRequest) => Response | null;
  /** everything else that is not a redirect: the language routing of pages, and the rest */
  route: Handler;
  /** the new address of an old one (308), or null */
  redirect: (pathname: string) => string | null;
  /** whether a page holds a token or an address, so that no browser or cache keeps it */
  isPrivate: (pathname: string) => boolean;
  /** what the pages' policy allows from other sites */
  sources: PageSources;
}

/**
 * Passes modified request headers on to the render, as NextResponse.next({request})
 * does: Next reads the nonce of its own scripts from the request's
 * Content-Security-Policy header.
 */
function forwardRequestHeaders(response: Response, headers: Headers): void {
  if (response.headers.has('x-middleware-override-headers') || response.headers.has('location'))
    return;
  response.headers.set('x-middleware-override-headers', [...headers.keys()].join(','));
  for (const [key, value] of headers) response.headers.set(`x-middleware-request-${key}`, value);
}

/**
 * The proxy's work for one request: a fresh nonce, the policy in the
 * request (for Next's scripts) and every security header on the response.
 * The patched renderer's internal ERROR_HEADER is removed from the request
 * (only the renderer sets it, after the proxy), so a client cannot send it
 * to dress a 404 page as the error page. The page's address goes to the render
 * in PAGE_URL_HEADER (lib/platform/http/page-path.ts), always overwritten.
 * Hostile addresses are refused first, then old addresses and trailing
 * slashes are redirected here; the rest goes through `routes.route`.
 */
export function secure(request: NextRequest, routes: ProxyRoutes): Response {
  const { pathname } = request.nextUrl;
  const kind = responseKind(pathname);
  const headers = securityHeaders(kind, createNonce(), routes.sources);
  const forwarded = new Headers(request.headers);
  forwarded.delete(ERROR_HEADER);
  forwarded.set(PAGE_URL_HEADER, pathname + request.nextUrl.search);
  forwarded.set('content-security-policy', headers['Content-Security-Policy'] ?? '');
  const secured = new NextRequest(request, { headers: forwarded });
  const redirect = routes.redirect(pathname);
  let response = routes.reject(secured);
  if (!response && redirect)
    response = NextResponse.redirect(new URL(redirect + request.nextUrl.search, request.url), 308);
  if (!response) {
    response = routes.route(secured);
    forwardRequestHeaders(response, forwarded);
  }
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  // An API write's reply is never stored anywhere.
  if (kind === 'api' && request.method !== 'GET' && request.method !== 'HEAD')
    response.headers.set('Cache-Control', 'no-store');
  // A page with a token or an address: kept by no browser or cache, the shipped nginx's micro-cache
  // included (it ignores Cache-Control, which Next sets on every page, and obeys X-Accel-Expires).
  if (routes.isPrivate(pathname)) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Accel-Expires', '0');
  }
  return response;
}
