/** The longest keyword the search API accepts. */
const QUERY_MAX = 200;

/** The keyword of /search?query=…: the first value, trimmed, cut to what the API accepts ('' when none). */
export function parseSearchQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, QUERY_MAX).trim();
}

/** How many hits each group of the site's own search results holds at most. */
export const SEARCH_GROUP_LIMIT = 20;
