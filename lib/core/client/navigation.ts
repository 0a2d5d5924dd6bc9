/**
 * Whether a click will start a client-side navigation to another page of this
 * site: a plain primary click on a same-origin link, without target or
 * download or data-in-place, not to a file (a path ending in an extension), whose path or query
 * differs from the current one (a change of the hash alone does not load anything).
 */
export function isNavigationClick(event: MouseEvent, current: Location | URL): boolean {
  return navigationLink(event, current) !== null;
}

/**
 * Follows a click that isNavigationClick accepts in the app, as `next/link` would
 * (`router.push` to the link's address, the browser's default prevented), for links the server
 * rendered as plain `<a>`. True when it did; anything else is left to the browser.
 */
export function followInApp(event: MouseEvent, router: { push(href: string): void }): boolean {
  const link = navigationLink(event, window.location);
  if (!link) return false;
  event.preventDefault();
  router.push(link.href);
  return true;
}

/** The link a click would navigate the app to (isNavigationClick's rules), or null. */
function navigationLink(event: MouseEvent, current: Location | URL): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const start = event.target;
  if (!(start instanceof Element)) return null;
  const anchor = start.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  // Links that JavaScript handles in place (Load more) do not navigate.
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-in-place')) return null;
  const target = anchor.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== current.origin) return null;
  // A file (/files/a.pdf, a feed's .xml): the browser opens or downloads it, no page of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname !== current.pathname || url.search !== current.search ? anchor : null;
}
