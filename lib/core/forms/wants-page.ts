/** A form post from a page without JavaScript wants a page back; a script asks for JSON. */
export const wantsPage = (req: Request) =>
  !(req.headers.get('accept') ?? '').includes('application/json');

/**
 * A browser that posted the form itself (no JavaScript), rather than the page's script: a
 * navigation, or a request for HTML and not JSON. The request form, whose captcha needs
 * JavaScript, sends such a post back to its page.
 */
export function isNoScriptPost(req: Request): boolean {
  const accept = req.headers.get('accept') ?? '';
  return (
    req.headers.get('sec-fetch-mode') === 'navigate' ||
    (accept.includes('text/html') && !accept.includes('json'))
  );
}
