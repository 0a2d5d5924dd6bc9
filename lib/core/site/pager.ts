// Numbered paging of a list, the tracker's and the search results' (components/pager/Pager.tsx).

/** Up to this many pages the pager shows every one (a gap would hide a single page or two). */
const PAGER_ALL = 7;

/**
 * The pages a pager shows: every page up to PAGER_ALL pages; beyond, the
 * first, the last, and a window around the current one; null marks a gap.
 */
export function pagerPages(current: number, count: number, radius = 1): Array<number | null> {
  const out: Array<number | null> = [];
  for (let p = 1; p <= count; p++) {
    const near = Math.abs(p - current) <= radius;
    if (count <= PAGER_ALL || p === 1 || p === count || near) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}
