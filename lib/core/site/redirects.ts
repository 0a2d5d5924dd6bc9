/** docs/contract.md §2: the budget summaries are also linked as budce_xulasesi. */
const PERMANENT: Record<string, string> = {
  '/budce_xulasesi': '/budce-xulasesi',
  '/en/budce_xulasesi': '/en/budce-xulasesi',
};

/**
 * Where a path is permanently redirected (308), or null: an old address, or a
 * trailing slash. The proxy answers these itself (not next.config redirects,
 * whose answers carry no headers), so redirects get the security headers too.
 */
export function permanentRedirect(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const target = PERMANENT[path] ?? (path !== pathname ? path : null);
  return target;
}
