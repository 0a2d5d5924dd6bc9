import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { opsEnv } from './env';
import { exposition } from './metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when `authorization` is `Bearer <token>` (compared in constant time). */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /metrics on the site's own port: 404 when METRICS_TOKEN is unset (the
 * metrics are then only on METRICS_PORT, if set), 401 without the token.
 */
export async function metricsResponse(req: Request): Promise<Response> {
  const token = opsEnv().METRICS_TOKEN;
  if (!token) return new Response('Not found\n', { status: 404, headers: NO_STORE });
  if (!bearerMatches(req.headers.get('authorization'), token))
    return new Response('Unauthorized\n', {
      status: 401,
      headers: { ...NO_STORE, 'www-authenticate': 'Bearer realm="metrics"' },
    });
  const { body, contentType } = await exposition();
  return new Response(body, { headers: { ...NO_STORE, 'content-type': contentType } });
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteMetricsServer: http.Server | undefined;
}

const globalRef = globalThis;

/**
 * With METRICS_PORT set, /metrics (no token) on that port too, for a scraper
 * on a private network: never publish that port through the proxy.
 */
export function startMetricsPort(): void {
  const port = opsEnv().METRICS_PORT;
  if (!port || globalRef.__siteMetricsServer) return;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, NO_STORE).end('Not found\n');
      return;
    }
    exposition().then(
      ({ body, contentType }) =>
        res.writeHead(200, { ...NO_STORE, 'content-type': contentType }).end(body),
      () => res.writeHead(500, NO_STORE).end('Metrics unavailable\n'),
    );
  });
  server.listen(port, process.env.METRICS_HOST || '0.0.0.0');
  server.unref();
  globalRef.__siteMetricsServer = server;
}
