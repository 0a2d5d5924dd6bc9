import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// Next 16 calls this file proxy.ts (it was middleware.ts before).
export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's own files and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
