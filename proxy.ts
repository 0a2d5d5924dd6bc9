import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { rejectHostilePath, withLocale } from './lib/platform/http/reject-path';
import { PAGE_CACHE_CONTROL } from './lib/platform/security/headers';
import { secure } from './lib/platform/security/proxy';
import { isAlertPage } from './lib/features/alerts/paths';
import { isRequestPage } from './lib/features/requests/paths';
import { captchaKind, formsEnv } from './lib/core/forms/env';
import { mediaBase } from './lib/core/format/media/url';
import { EMBED_HOST } from './lib/core/format/media/video-embed';
import { permanentRedirect } from './lib/core/site/redirects';

/**
 * Next 16 calls this file proxy.ts (it was middleware.ts). Every request but
 * Next's static files passes here: a hostile address is answered at once
 * (lib/platform/http), every response gets a fresh CSP nonce and the security headers
 * (lib/platform/security). Pages are then routed by language: no prefix = Azerbaijani,
 * /en = English, /az/... redirects to the unprefixed path, and nothing is
 * detected from the browser.
 */
const routeLanguage = createMiddleware(routing);

/** The pages' addresses: everything but the API, Next's own files and files with an extension. */
const PAGES = /^\/(?!api(\/|$)|_next|_vercel|.*\..*)/;

/** A page's response, marked never to be kept by a shared cache (PAGE_CACHE_CONTROL). */
function page(response: Response): Response {
  if (!response.headers.has('location')) response.headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  return response;
}

/** The operators' endpoints (docs/operations.md): cheap, never localized or redirected. */
const OPERATIONS = /^\/(healthz|readyz|metrics)$/;

export default function proxy(request: NextRequest) {
  if (OPERATIONS.test(request.nextUrl.pathname)) return NextResponse.next();
  const response = secured(request);
  // A request's status page and lookup: their addresses (with the token) are never sent on
  // as a referrer (docs/requests.md).
  if (isRequestPage(request.nextUrl.pathname))
    response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

function secured(request: NextRequest) {
  return secure(request, {
    reject: rejectHostilePath,
    route: (req) => (PAGES.test(req.nextUrl.pathname) ? page(routeLanguage(req)) : withLocale(req)),
    redirect: permanentRedirect,
    isPrivate: (path) => isAlertPage(path) || isRequestPage(path),
    sources: {
      imageOrigin: mediaBase() || undefined,
      recaptcha: captchaKind(formsEnv()).kind === 'recaptcha',
      frames: [EMBED_HOST],
    },
  });
}

export const config = {
  // Everything but Next's immutable static files, and but requests with a body:
  // Next reads a body to its end (buffering 10 MB) before a proxy runs, which
  // would defeat the API's own bounded reading (lib/platform/http/body-limit.ts).
  // next.config.mjs gives those their headers.
  matcher: [
    '/((?!_next/static|_next/image|api/).*)',
    {
      source: '/api/:path*',
      missing: [
        { type: 'header', key: 'content-length' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
  ],
};
