import type { IncomingMessage, ServerResponse } from 'node:http';
import { onEveryRequest } from '@/lib/platform/http/on-request';
import { clientAddress } from '@/lib/platform/http/client-address';
import { opsEnv } from './env';
import { isDraining } from './health';
import { logger } from './logger';
import { metrics } from './metrics';
import { requestIdFrom, requestStore, type RequestContext } from './request-context';
import { methodLabel, statusLabel } from './route-kind';

interface Started extends RequestContext {
  started: number;
  kind: string;
}

const started = new WeakMap<ServerResponse, Started>();
/** Responses being written, to close their connections when the process starts draining. */
const inFlight = new Set<ServerResponse>();
/** Answered often and by machines: logged at debug only. */
const QUIET: ReadonlySet<string> = new Set(['health', 'metrics', 'static']);
/** How many reverse proxies stand in front (observeHttp). */
let trustedProxies = 0;
/** The kind of a request's path (observeHttp). */
let kindOf: (url: string | undefined) => string = () => 'other';

function onStart(request: IncomingMessage, response: ServerResponse): void {
  const id = requestIdFrom(request.headers['x-request-id']);
  // The app sees the validated id; the client and nginx get it back.
  request.headers['x-request-id'] = id;
  response.setHeader('X-Request-Id', id);
  inFlight.add(response);
  if (isDraining()) response.setHeader('Connection', 'close');
  const context: Started = {
    id,
    upstream: [],
    started: performance.now(),
    kind: kindOf(request.url),
  };
  started.set(response, context);
  response.once('close', () => onEnd(request, response));
  // Node publishes this right before it emits 'request': the handler's work inherits the store.
  requestStore.enterWith(context);
}

/** When the response is done: written whole, or cut by the client (logged as 499). */
function onEnd(request: IncomingMessage, response: ServerResponse): void {
  inFlight.delete(response);
  // A stopping server keeps no connection open for a proxy to send the next request on.
  if (isDraining()) request.socket?.end();
  const context = started.get(response);
  if (!context) return;
  started.delete(response);
  const seconds = (performance.now() - context.started) / 1000;
  const status = statusLabel(response.writableFinished ? response.statusCode : 499);
  const m = metrics();
  m.requests.inc({ kind: context.kind, status });
  m.duration.observe({ kind: context.kind }, seconds);

  const line: Record<string, unknown> = {
    requestId: context.id,
    method: methodLabel(request.method),
    kind: context.kind,
    status: Number(status),
    ms: Math.round(seconds * 1000),
  };
  if (context.upstream.length > 0) line.upstream = context.upstream;
  const env = opsEnv();
  if (env.LOG_CLIENT_ADDRESS === '1' || env.LOG_CLIENT_ADDRESS === 'true') {
    // lib/platform/http/peer-address.ts has appended the socket's peer to X-Forwarded-For.
    const chain = [request.headers['x-forwarded-for'] ?? ''].flat().join(', ');
    line.client = clientAddress(new Headers({ 'x-forwarded-for': chain }), trustedProxies);
  }
  const log = logger();
  if (QUIET.has(context.kind)) log.debug(line, 'request');
  else log.info(line, 'request');
}

/**
 * Draining: every response still to be sent says `Connection: close`, and
 * every connection ends with its response (a keep-alive proxy would
 * otherwise keep sending requests on it while the server waits for it).
 */
export function closeConnectionsAfterResponses(): void {
  for (const response of inFlight)
    if (!response.headersSent) response.setHeader('Connection', 'close');
}

const OBSERVED = Symbol.for('audit.httpObserver');

/**
 * Gives every request of this process an id (X-Request-Id, from nginx or
 * new), one JSON log line when it is answered and its request metrics,
 * through Node's HTTP diagnostics channel: nothing of Next's is patched.
 * `proxies`: how many reverse proxies stand in front (TRUSTED_PROXIES), to log the
 * client's address when LOG_CLIENT_ADDRESS asks for it; `kinds`: the label of a request's path
 * (route-kind.ts).
 */
export function observeHttp(proxies: number, kinds: (url: string | undefined) => string): void {
  trustedProxies = proxies;
  kindOf = kinds;
  onEveryRequest(OBSERVED, onStart);
}
