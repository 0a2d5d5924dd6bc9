import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/**
 * Next 16 calls this file proxy.ts (it was middleware.ts). It routes the
 * languages: no prefix = Azerbaijani, /en = English, /az/... redirects to the
 * unprefixed path, and nothing is detected from the browser.
 */
export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's own files and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
