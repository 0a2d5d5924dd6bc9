import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/core/db/client';
import * as schema from '@/lib/core/db/schema';
import { muracietler, navbar, sorguCavablar } from '@/lib/core/db/schema';
import { seedContent } from './content';
import { loadContent } from './load';

/** Every table of the schema: a table added later is emptied by reseed too. */
const ALL_TABLES = Object.values<unknown>(schema)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/** True when the database holds no content yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(navbar);
  return (rows[0]?.n ?? 0) === 0;
}

/** How many citizen requests and survey answers the database holds. */
export async function countSubmissions(db: Db): Promise<number> {
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(muracietler);
  const [b] = await db.select({ n: sql<number>`count(*)::int` }).from(sorguCavablar);
  return (a?.n ?? 0) + (b?.n ?? 0);
}

/** Empties every table (ids restart) and loads the demo content `scale` times over. */
export async function reseed(db: Db, scale = 1): Promise<void> {
  await db.execute(
    sql.raw(`TRUNCATE ${ALL_TABLES.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
  await loadContent(db, seedContent, scale);
  await flushGinPendingLists(db);
  // Fresh statistics, or the planner misjudges every query after a bulk load.
  await db.execute(sql`ANALYZE`);
}

/**
 * Moves the entries a bulk load left in the pending lists of the GIN indexes
 * (search words, vocabulary trigrams) into the indexes: every search reads a
 * pending list whole, and nothing else empties it in the embedded database,
 * which never runs autovacuum (docs/home-and-search.md, "Keyword search": search at scale).
 */
export async function flushGinPendingLists(db: Db): Promise<void> {
  await db.execute(sql`
    SELECT gin_clean_pending_list(c.oid)
    FROM pg_class c
    JOIN pg_am a ON a.oid = c.relam
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.amname = 'gin' AND n.nspname = current_schema()`);
}

/** Loads the demo content into an empty database; leaves a filled one alone. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await reseed(db, 1);
  return true;
}
