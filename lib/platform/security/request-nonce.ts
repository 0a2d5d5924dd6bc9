import 'server-only';
import { headers } from 'next/headers';

/**
 * This request's CSP nonce, as the proxy put it in the request's
 * Content-Security-Policy header (where Next reads it for its own scripts).
 * Reading it makes the page render per request, which a nonce requires.
 */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy)?.[1];
}
