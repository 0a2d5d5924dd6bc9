import { env, siteUrlGiven } from '@/lib/platform/config/env';

/**
 * A browser submission posted from another site (a forged form or a script
 * elsewhere): its Sec-Fetch-Site says so, or its Origin is not this site's.
 * Clients that send neither (server-to-server callers) are not affected.
 * This site's origin is SITE_URL's; while SITE_URL is not set (a first run
 * on a developer's machine), also the address the browser asked for (its
 * Host: `http://127.0.0.1:3000`, the machine's network address), so that
 * every address `npm start` prints works.
 */
export function isCrossSitePost(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  // The browser's own word (no script can set it): a form on a page with Referrer-Policy:
  // no-referrer (a request's status page) is posted with the Origin "null".
  if (site === 'same-origin' && req.headers.get('origin') === 'null') return false;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const own = new Set([new URL(env().SITE_URL).origin, new URL(req.url).origin]);
  const host = req.headers.get('host');
  if (!siteUrlGiven() && host)
    for (const scheme of ['http', 'https']) own.add(`${scheme}://${host}`);
  return !own.has(origin);
}
