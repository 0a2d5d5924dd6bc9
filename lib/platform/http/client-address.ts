/**
 * The client's address, for the rate limit and the request log. Every request reaches the route
 * with `X-Forwarded-For` ending in the socket peer's address (appended by
 * lib/platform/http/peer-address.ts, whatever the client sent). With `trustedProxies`
 * reverse proxies in front, each of which appends the address it saw, the
 * client is the entry that many places left of the socket peer; anything
 * further left was written by the client and is ignored.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? 'unknown';
}
