import { env } from '@/lib/config/env';

/**
 * A browser submission posted from another site (a forged form or a script
 * elsewhere): its Sec-Fetch-Site says so, or its Origin is not this site's.
 * Clients that send neither (server-to-server callers) are not affected.
 */
export function isCrossSitePost(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const own = new Set([new URL(env().SITE_URL).origin, new URL(req.url).origin]);
  return !own.has(origin);
}
