/**
 * Whether a click will start a client-side navigation to another page of this
 * site: a plain primary click on a same-origin link, without target or
 * download or data-in-place, not to a file (a path ending in an extension), whose path or query
 * differs from the current one (a change of the hash alone does not load anything).
 */
export function isNavigationClick(event: MouseEvent, current: Location | URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const start = event.target;
  if (!(start instanceof Element)) return false;
  const anchor = start.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  // Links that JavaScript handles in place (Load more) do not navigate.
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-in-place')) return false;
  const target = anchor.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return false;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== current.origin) return false;
  // A file (/files/a.pdf, a feed's .xml): the browser opens or downloads it, no page of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}
