/**
 * The request header by which the patched page renderer (scripts/patch-next.mjs)
 * tells app/global-not-found.tsx that it renders a failed request, not a
 * missing page, with which status, and with the error's own message when it
 * carries one ("500 site-message:…"). Keep in step with the script
 * (test/next-patch.test.ts checks).
 */
export const ERROR_HEADER = 'x-site-error-status';

/** How an error's digest carries a message for the visitor (the patch looks for this prefix). */
export const MESSAGE_DIGEST = 'site-message:';

/** The longest message shown: an upstream's message is shown, never a page of it. */
const MESSAGE_MAX = 500;

/** The status the header carries (500, 502, 503, 504), or null for a 404. */
export function errorStatus(value: string | null): number | null {
  const status = Number(value?.split(' ')[0]);
  return [500, 502, 503, 504].includes(status) ? status : null;
}

/**
 * The digest of an error whose message the visitor should see (docs/contract.md §8: a
 * false status shows the server's message). Next keeps an error's own digest
 * and sends it to the browser, where the error boundary reads it back.
 */
export function messageDigest(message: string): string {
  return MESSAGE_DIGEST + encodeURIComponent(message.slice(0, MESSAGE_MAX));
}

/** The visitor's message of a digest (or of the error header's value), or null when it has none. */
export function digestMessage(value: string | null | undefined): string | null {
  const at = value?.indexOf(MESSAGE_DIGEST) ?? -1;
  if (!value || at < 0) return null;
  try {
    const message = decodeURIComponent(value.slice(at + MESSAGE_DIGEST.length)).trim();
    return message ? message.slice(0, MESSAGE_MAX) : null;
  } catch {
    return null;
  }
}
