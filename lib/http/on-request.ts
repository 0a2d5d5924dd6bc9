import http from 'node:http';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Runs `handler` on every request of every HTTP server of this process before
 * the server's own listeners (Next's) see it; installed once per `key`. For
 * what Next offers no hook for, from instrumentation.ts: the peer address
 * (lib/api/peer-address.ts), the edge's compressed pages
 * (lib/http/edge-compression.ts).
 */
export function onEveryRequest(key: symbol, handler: Handler): void {
  const proto = http.Server.prototype as http.Server & Record<symbol, true | undefined>;
  if (proto[key]) return;
  proto[key] = true;
  const emit = proto.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request')
      handler(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
