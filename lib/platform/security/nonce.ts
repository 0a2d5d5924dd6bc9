/** What a nonce placeholder may look like: base64 or hex, long enough to be a secret. */
const PLACEHOLDER = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/** The per-deployment nonce placeholder (CSP_NONCE_PLACEHOLDER), when one of the right form is set. */
export function noncePlaceholder(): string | undefined {
  const placeholder = process.env.CSP_NONCE_PLACEHOLDER?.trim();
  return placeholder && PLACEHOLDER.test(placeholder) ? placeholder : undefined;
}

/**
 * A fresh CSP nonce: 128 random bits in base64, made once per request by the
 * proxy. This is the only place a nonce is made.
 *
 * Behind the shipped nginx (deploy/nginx, docs/topology.md), CSP_NONCE_PLACEHOLDER
 * is a per-deployment secret written instead: nginx, which may serve the page
 * from its micro-cache, replaces it with a fresh random value in every response
 * (body and header), so no two visitors ever share a nonce.
 */
export function createNonce(): string {
  const placeholder = noncePlaceholder();
  if (placeholder) return placeholder;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
