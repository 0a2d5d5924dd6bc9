/**
 * The address an editor asks the link-preview check about: only this site's
 * own addresses (SITE_URL's origin) are read; anything else is refused before
 * any request is made.
 */

export type Target =
  { ok: true; url: URL } | { ok: false; reason: 'empty' | 'invalid' | 'foreign'; host?: string };

/** The longest address the check reads. */
const TARGET_MAX = 2000;

/**
 * The absolute URL of an address typed by an editor: a full URL of this site,
 * or a path ('/xeber/12', 'xeber/12'), resolved against SITE_URL. Another
 * host, port or scheme than SITE_URL's is `foreign`.
 */
export function resolveTarget(raw: string | undefined, siteUrl: string): Target {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > TARGET_MAX) return { ok: false, reason: 'invalid' };
  const site = new URL(siteUrl);
  let url: URL;
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) url = new URL(text, site);
    else if (/^[\w-]+(\.[\w-]+)+(:\d+)?(\/|$)/.test(text))
      url = new URL(`${site.protocol}//${text}`);
    else url = new URL(text.startsWith('/') ? text : `/${text}`, site);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'invalid' };
  if (url.origin !== site.origin) return { ok: false, reason: 'foreign', host: url.host };
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  url.hash = '';
  return { ok: true, url };
}
