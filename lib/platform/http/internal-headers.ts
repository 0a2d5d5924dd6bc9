import http from 'node:http';

const PATCHED = Symbol.for('audit.internalHeaders');

/**
 * Next's headers that the App Router in the browser reads on its own requests
 * (next/dist/client/components/app-router-headers.js): kept. Every other
 * `x-nextjs-*` and every `x-middleware-*` is Next's internal bookkeeping.
 */
const CLIENT_HEADERS = new Set([
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-prerender',
  'x-nextjs-action-not-found',
  'x-nextjs-request-id',
  'x-nextjs-html-request-id',
]);

/** Whether a response header is Next's internal bookkeeping that no visitor has a use for. */
export function isInternalHeader(name: string): boolean {
  const key = name.toLowerCase();
  if (key.startsWith('x-middleware-')) return true;
  return key.startsWith('x-nextjs-') && !CLIENT_HEADERS.has(key);
}

/** The headers given to writeHead() without the internal ones (object or flat [name, value, ...] list). */
function withoutInternal(headers: object): object {
  if (Array.isArray(headers)) {
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name: unknown = headers[i];
      if (typeof name === 'string' && isInternalHeader(name)) continue;
      kept.push(name, headers[i + 1]);
    }
    return kept;
  }
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !isInternalHeader(name)));
}

/**
 * Drops Next's internal response headers before any response of this process
 * is sent. Next's router copies the proxy's `x-middleware-rewrite` onto the
 * response, and it repeats the whole query string: a long query made the
 * response headers too big for a reverse proxy (and for Node's own fetch).
 * There is no setting for it in Next 16, so the filter sits where every
 * response passes, as lib/platform/http/peer-address.ts does for requests. Installed
 * once, from instrumentation.ts.
 */
export function dropInternalHeaders(): void {
  const proto = http.ServerResponse.prototype;
  if (Object.hasOwn(proto, PATCHED)) return;
  Object.defineProperty(proto, PATCHED, { value: true });
  const writeHead = proto.writeHead;
  Object.defineProperty(proto, 'writeHead', {
    configurable: true,
    writable: true,
    value: function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
      for (const name of this.getHeaderNames()) if (isInternalHeader(name)) this.removeHeader(name);
      const last = rest.length - 1;
      const headers = rest[last];
      if (last >= 0 && typeof headers === 'object' && headers !== null)
        rest[last] = withoutInternal(headers);
      return Reflect.apply(writeHead, this, [status, ...rest]);
    },
  });
}
