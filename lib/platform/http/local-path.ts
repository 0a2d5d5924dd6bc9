/** A base no request is ever made to: resolving against it tells a local path from another site. */
export const LOCAL_BASE = 'http://site.invalid';

/**
 * The local path (with its query and fragment) that `value` leads to when a
 * browser follows it from this site, or undefined when it would leave the
 * site or is no path. Decided on the resolved address, as the browser
 * resolves it (WHATWG URL: dot segments, backslashes, tabs and newlines,
 * encodings): it must be on this site, and the path answered must not start
 * with `//`, which a browser would read as another host (`/.//host` resolves
 * to the path `//host`). For every "back to the page" link and redirect: the
 * theme form, the alerts' result page, the page feedback's return.
 */
export function localPath(value: unknown, max = 2000): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > max) return undefined;
  const url = URL.parse(value, LOCAL_BASE);
  if (!url || url.origin !== LOCAL_BASE || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
