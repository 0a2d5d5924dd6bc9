import { NextRequest, NextResponse } from 'next/server';
import { permanentRedirect } from '@/lib/site/redirects';
import { securityHeaders, responseKind } from './headers';
import { createNonce } from './nonce';

type Handler = (request: NextRequest) => Response;

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
 * Old addresses and trailing slashes are redirected here; pages go through
 * `routePage` (the language routing); the API and files pass through.
 */
export function secure(request: NextRequest, routePage: Handler): Response {
  const { pathname } = request.nextUrl;
  const kind = responseKind(pathname);
  const headers = securityHeaders(kind, createNonce());
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', headers['Content-Security-Policy'] ?? '');
  const redirect = permanentRedirect(pathname);
  const response = redirect
    ? NextResponse.redirect(new URL(redirect + request.nextUrl.search, request.url), 308)
    : kind === 'page' && !/\.[^/]*$/.test(pathname)
      ? routePage(new NextRequest(request, { headers: forwarded }))
      : NextResponse.next({ request: { headers: forwarded } });
  forwardRequestHeaders(response, forwarded);
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  // An API write's reply is never stored anywhere.
  if (kind === 'api' && request.method !== 'GET' && request.method !== 'HEAD')
    response.headers.set('Cache-Control', 'no-store');
  return response;
}
