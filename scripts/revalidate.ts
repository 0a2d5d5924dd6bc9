import { env } from '@/lib/platform/config/env';

/**
 * Asks the running site to refresh the cache of these tags (POST /api/cache/revalidate) after
 * a script changed its database; says what happened, in a sentence for the operator.
 */
export async function revalidate(tags: string[], what: string): Promise<string> {
  const { SITE_URL, REVALIDATE_TOKEN } = env();
  if (!SITE_URL || !REVALIDATE_TOKEN)
    return `The site shows the change when its cache of ${what} expires (at most 5 minutes), or at once after a restart; set SITE_URL and REVALIDATE_TOKEN to refresh it from here.`;
  const res = await fetch(new URL('/api/cache/revalidate', SITE_URL), {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  }).catch((e: unknown) => e);
  return res instanceof Response && res.ok
    ? `The site's cache of ${what} was refreshed.`
    : `The site's cache could not be refreshed (${res instanceof Response ? res.status : String(res)}): it expires within 5 minutes.`;
}
