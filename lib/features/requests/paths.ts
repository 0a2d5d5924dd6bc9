/** The status page of a request is `${REQUEST_PAGE}/{reference}`; the lookup form is the page itself. */
export const REQUEST_PAGE = '/muraciet';

/** The lookup form's call and the case system's. */
export const REQUEST_API = { link: '/api/muraciet/link', status: '/api/muraciet/status' } as const;

/**
 * Whether a page address is the lookup or a status page: its links carry tokens, so no cache
 * keeps it and no referrer carries it (lib/platform/security/proxy.ts).
 */
export function isRequestPage(pathname: string): boolean {
  return /^(\/en)?\/muraciet(\/[^/]*)?\/?$/.test(pathname);
}
