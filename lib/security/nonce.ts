/**
 * A fresh CSP nonce: 128 random bits in base64, made once per request by the
 * proxy. This is the only place a nonce is made (a caching edge that renews
 * nonces per response would change this function alone).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
