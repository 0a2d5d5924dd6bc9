import { MAX_LIMIT } from '@/lib/core/contract/primitives';

/**
 * Every item of a list, page by page: `page(from)` reads MAX_LIMIT items
 * from `from`; a page shorter than that is the last.
 */
export async function allPages<T>(page: (from: number) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let from = 0; ; from += MAX_LIMIT) {
    const items = await page(from);
    out.push(...items);
    if (items.length < MAX_LIMIT) return out;
  }
}
