/** A base no request is ever made to: resolving against it tells a local path from another site. */
const HERE = 'http://site.invalid';

/**
 * The local path (with its query and fragment) that `value` leads to when a
 * browser follows it from this site, or undefined when it would leave the
 * site or is no path: `//host`, `/\host`, a scheme, or a tab or newline
 * smuggled into it (browsers drop those, so `/\t/host` is `//host`). For
 * every "back to the page" link and redirect: the theme form, the alerts'
 * result page.
 */
export function localPath(value: unknown, max = 2000): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > max) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return undefined;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
