/**
 * What a request asked for, from a fixed list: the label of its log line
 * and of its metrics. Never the raw address, which a visitor chooses. The
 * platform knows its own kinds; the product adds its routes' (`routeKinds`,
 * wired by instrumentation.ts with lib/core/site/route-kinds.ts).
 */
export type RouteRule = readonly [RegExp, string];

/** Asked before the product's rules: the platform's own addresses. */
const FIRST: RouteRule[] = [
  [/^\/(healthz|readyz)$/, 'health'],
  [/^\/metrics$/, 'metrics'],
  [/^\/_next\/image$/, 'image'],
  [/^\/_next\//, 'static'],
];

/** Asked after them: any other call, file or page. */
const LAST: RouteRule[] = [
  [/^\/api(\/|$)/, 'api'],
  [/\.[A-Za-z0-9]{1,8}$/, 'file'],
  [/^\//, 'page'],
];

/** Names a request's path (its query never looked at) by the platform's and the product's rules. */
export function routeKinds(product: readonly RouteRule[]): {
  kinds: readonly string[];
  kindOf: (url: string | undefined) => string;
} {
  const rules = [...FIRST, ...product, ...LAST];
  return {
    kinds: [...new Set([...rules.map(([, kind]) => kind), 'other'])],
    kindOf: (url) => {
      const path = (url ?? '').split('?')[0] ?? '';
      for (const [pattern, kind] of rules) if (pattern.test(path)) return kind;
      return 'other';
    },
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request's method, or OTHER for anything unusual. */
export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'OTHER';
}

/** The status as a label: a real HTTP status, else 0. */
export function statusLabel(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : '0';
}
