import { onEveryRequest } from '@/lib/platform/http/on-request';

const PATCHED = Symbol.for('audit.peerAddress');

/**
 * Makes every request's `X-Forwarded-For` end in the address of the socket
 * peer, the way a reverse proxy appends the address it saw. Next fills the
 * header from the socket only when it is absent, so without this a client
 * talking to the site directly could name any address it likes; with it the
 * form rate limit counts TRUSTED_PROXIES hops from a known end
 * (lib/platform/http/client-address.ts). Installed once, from instrumentation.ts.
 */
export function appendPeerAddress(): void {
  onEveryRequest(PATCHED, (req) => {
    const peer = req.socket?.remoteAddress;
    if (!peer) return;
    const given = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = given ? `${given}, ${peer}` : peer;
  });
}
