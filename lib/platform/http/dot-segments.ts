import { onEveryRequest } from './on-request';

const INSTALLED = Symbol.for('audit.dotSegments');

/**
 * A path segment the URL standard resolves: `.` or `..`, any of the dots
 * percent-encoded (`%2e`, `.%2E`, `%2e%2e`). The WHATWG URL parser Next builds
 * the request's URL with removes such segments and the ones before them, so
 * `/api/%2e%2e/%2e%2e/etc/passwd` would reach the proxy as `/etc/passwd`.
 */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The request target with its dot segments and backslashes escaped once more
 * (`%2e` → `%252e`, `\` → `%5C`), so that the URL parser keeps them and the
 * path guard (lib/platform/http/path-guard.ts) sees them: 400 JSON under /api, the 404
 * page elsewhere. Null when there is nothing to escape (almost every request).
 */
export function escapeDotSegments(target: string): string | null {
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  if (!path.startsWith('/') || !/[.\\]|%2e/i.test(path)) return null;
  let changed = false;
  const segments = path.split('/').map((segment) => {
    let out = segment.replace(/\\/g, '%5C');
    if (DOT_SEGMENT.test(out)) out = out.replace(/%/g, '%25').replace(/\./g, '%252e');
    if (out !== segment) changed = true;
    return out;
  });
  return changed ? segments.join('/') + (q === -1 ? '' : target.slice(q)) : null;
}

/**
 * Installs escapeDotSegments on every request before Next parses its URL
 * (from instrumentation.ts): traversal through encoded dots never reaches a
 * page or an API route as the address it resolves to (docs/errors.md).
 */
export function keepDotSegments(): void {
  onEveryRequest(INSTALLED, (req) => {
    const escaped = req.url ? escapeDotSegments(req.url) : null;
    if (escaped !== null) req.url = escaped;
  });
}
