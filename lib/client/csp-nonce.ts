/**
 * The page's CSP nonce, for a script a component adds: read from one of Next's
 * own scripts (the browser hides the attribute but keeps the property).
 */
export function cspNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
