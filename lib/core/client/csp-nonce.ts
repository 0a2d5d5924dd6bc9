/**
 * The page's CSP nonce, for a script a component adds: read from one of Next's
 * own scripts (the browser hides the attribute but keeps the property).
 * Undefined on the server, where there is no document to read it from.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
