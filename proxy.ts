import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { secure } from './lib/security/proxy';

/**
 * Next 16 calls this file proxy.ts (it was middleware.ts). Every request but
 * Next's static files passes here: it gets a fresh CSP nonce and the security
 * headers (lib/security). Pages are then routed by language: no prefix =
 * Azerbaijani, /en = English, /az/... redirects to the unprefixed path, and
 * nothing is detected from the browser.
 */
const routeLanguage = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  return secure(request, routeLanguage);
}

export const config = {
  // Everything but Next's immutable static files (next.config.mjs gives those their headers).
  matcher: '/((?!_next/static|_next/image).*)',
};
