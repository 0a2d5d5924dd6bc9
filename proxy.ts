import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { rejectHostilePath, withLocale } from './lib/http/reject-path';

/**
 * Next 16 calls this file proxy.ts (it was middleware.ts). It routes the
 * languages: no prefix = Azerbaijani, /en = English, /az/... redirects to the
 * unprefixed path, and nothing is detected from the browser. Every address,
 * the API's and files' too, first passes the hostile-path check.
 */
const intl = createMiddleware(routing);

/** The pages' addresses: everything but the API, Next's own files and files with an extension. */
const PAGES = /^\/(?!api(\/|$)|_next|_vercel|.*\..*)/;

export default function proxy(request: NextRequest) {
  const rejected = rejectHostilePath(request);
  if (rejected) return rejected;
  return PAGES.test(request.nextUrl.pathname) ? intl(request) : withLocale(request);
}

export const config = {
  // Every address but Next's static files (whose names are hashes).
  matcher: '/((?!_next/static).*)',
};
