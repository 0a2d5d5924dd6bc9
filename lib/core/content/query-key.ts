type Raw = Record<string, string | string[] | undefined>;

/**
 * A page's query as one string (keys sorted, first value of each), so that
 * React's `cache` (which compares arguments by identity) dedupes the page's
 * and its head's reads of the same query.
 */
export function queryKey(raw: Raw): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(raw).sort()) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params.toString();
}
