import type { SQL } from 'drizzle-orm';

/** The database or one of its transactions: whatever runs a raw statement. */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * The rows of a raw SQL statement (both drivers, PGlite and node-postgres,
 * answer `{ rows }`). The one cast of raw SQL: the statement's own select
 * list decides the shape of its rows, which TypeScript cannot read.
 */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
