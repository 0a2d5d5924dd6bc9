import http from 'node:http';

const PATCHED = Symbol.for('audit.peerAddress');

/**
 * Makes every request's `X-Forwarded-For` end in the address of the socket
 * peer, the way a reverse proxy appends the address it saw. Next fills the
 * header from the socket only when it is absent, so without this a client
 * talking to the site directly could name any address it likes; with it the
 * form rate limit counts TRUSTED_PROXIES hops from a known end
 * (lib/forms/rate-limit.ts). Installed once, from instrumentation.ts.
 */
export function appendPeerAddress(): void {
  const proto = http.Server.prototype as http.Server & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const emit = proto.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const peer = req.socket?.remoteAddress;
      if (peer) {
        const given = req.headers['x-forwarded-for'];
        req.headers['x-forwarded-for'] = given ? `${given}, ${peer}` : peer;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
