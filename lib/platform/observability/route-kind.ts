/**
 * What a request asked for, from a fixed list: the label of its log line
 * and of its metrics. Never the raw address, which a visitor chooses.
 */
export const ROUTE_KINDS = [
  'page',
  'api',
  'form-request',
  'form-survey',
  'captcha',
  'cache-revalidate',
  'feed',
  'sitemap',
  'link-preview',
  'image',
  'static',
  'file',
  'health',
  'metrics',
  'other',
] as const;

export type RouteKind = (typeof ROUTE_KINDS)[number];

const RULES: [RegExp, RouteKind][] = [
  [/^\/(healthz|readyz)$/, 'health'],
  [/^\/metrics$/, 'metrics'],
  [/^\/_next\/image$/, 'image'],
  [/^\/_next\//, 'static'],
  [/^\/api\/sorgu-ve-muracietler\/add$/, 'form-request'],
  [/^\/api\/sorgu$/, 'form-survey'],
  [/^\/api\/captcha\//, 'captcha'],
  [/^\/api\/cache\/revalidate$/, 'cache-revalidate'],
  [/^\/api(\/|$)/, 'api'],
  [/^\/feeds\//, 'feed'],
  [/^\/(sitemap\.xml|sitemaps\/|robots\.txt$)/, 'sitemap'],
  [/^\/og\//, 'link-preview'],
  [/\.[A-Za-z0-9]{1,8}$/, 'file'],
  [/^\//, 'page'],
];

/** The kind of a request's path (its query is never looked at). */
export function routeKind(url: string | undefined): RouteKind {
  const path = (url ?? '').split('?')[0] ?? '';
  for (const [pattern, kind] of RULES) if (pattern.test(path)) return kind;
  return 'other';
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
