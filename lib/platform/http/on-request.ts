import diagnostics from 'node:diagnostics_channel';
import { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

declare global {
  /** Process-wide: the hooks installed, shared by every copy of this module the bundler makes. */
  var __siteRequestHooks: Set<symbol> | undefined;
}

/** Node's message on `http.server.request.start`: { request, response, socket, server }. */
function requestOf(m: unknown): { request: IncomingMessage; response: ServerResponse } | null {
  if (typeof m !== 'object' || m === null) return null;
  if (!('request' in m) || !(m.request instanceof IncomingMessage)) return null;
  if (!('response' in m) || !(m.response instanceof ServerResponse)) return null;
  return { request: m.request, response: m.response };
}

/**
 * Runs `handler` on every request of every HTTP server of this process
 * before the server's own listeners (Next's) see it, through Node's
 * `http.server.request.start` diagnostics channel (published just before
 * the server's 'request' event); installed once per `key`, in the order of
 * installation. For what Next offers no hook for, from instrumentation.ts:
 * the request log and metrics (lib/platform/observability/http-observer.ts), the
 * peer address (lib/platform/http/peer-address.ts), the edge's compressed pages
 * (lib/platform/http/edge-compression.ts).
 */
export function onEveryRequest(key: symbol, handler: Handler): void {
  const installed = (globalThis.__siteRequestHooks ??= new Set());
  if (installed.has(key)) return;
  installed.add(key);
  diagnostics.subscribe('http.server.request.start', (message) => {
    const started = requestOf(message);
    if (started) handler(started.request, started.response);
  });
}
