import { sql } from 'drizzle-orm';
import { SEARCH_GROUPS } from '@/lib/core/contract/kinds';
import { getDb } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import type { Search } from '@/scripts/search-quality/run';
import { demoSource } from '@/test/demo-source';

/**
 * A judged query set (test/fixtures/search-judged, search-blind) run through the
 * site's search over the demo content in the test file's own embedded database,
 * before the file's tests: the outcomes, read once they are in. Call at the top.
 */
export function runOverDemo<T>(name: string, run: (search: Search) => Promise<T[]>): () => T[] {
  const source = demoSource(name);
  let outcomes: T[] = [];
  beforeAll(async () => {
    outcomes = await run(
      async (query, language) => (await source.call('neticeler', { query, language })).neticeler,
    );
  }, 180_000);
  return () => outcomes;
}

/** Every item of the demo content as "group/id": what a judged set may grade. */
export async function demoItemKeys(): Promise<Set<string>> {
  const db = await getDb();
  const existing = new Set<string>();
  for (const group of SEARCH_GROUPS)
    for (const { id } of await rowsOf<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(group)}`,
    ))
      existing.add(`${group}/${id}`);
  return existing;
}
