import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/platform/config/env';
import { openDatabase as open, type DbSpec, type Opened } from '@/lib/platform/db/open';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The product's tables and their migrations (read from the working directory at run time). */
const SPEC: DbSpec<Schema> = {
  schema,
  migrations: path.join(process.cwd(), 'lib/core/db/migrations'),
};

/** Opens the product's database (server when databaseUrl is set, else embedded) and migrates it. */
export const openDatabase = (opts: { databaseUrl?: string; dataDir: string }) => open(opts, SPEC);

declare global {
  /** Shared by every copy of this module the bundler makes (one per route bundle). */
  var __auditDbs: Map<string, Promise<Opened<Schema>>> | undefined;
}

/**
 * The process-wide database of the current configuration, opened (and
 * migrated) lazily on first use and kept open.
 */
export async function getDb(): Promise<Db> {
  return (await current()).db;
}

/** The embedded database's PGlite client, or null with DATABASE_URL (a server database). */
export async function getEmbeddedClient(): Promise<PGlite | null> {
  return (await current()).embedded ?? null;
}

/** The database of the current configuration, opened (and migrated) once. */
function current(): Promise<Opened<Schema>> {
  const { DATABASE_URL, DATA_DIR } = env();
  const key = DATABASE_URL ?? `embedded:${DATA_DIR}`;
  const opened = (globalThis.__auditDbs ??= new Map());
  let database = opened.get(key);
  if (!database) {
    database = openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
    opened.set(key, database);
    database.catch(() => opened.delete(key));
  }
  return database;
}

/** Closes every database this process opened (shutdown, tests and scripts). */
export async function closeAll(): Promise<void> {
  const opened = globalThis.__auditDbs;
  if (!opened) return;
  const all = [...opened.values()];
  opened.clear();
  await Promise.allSettled(all.map(async (p) => (await p).close()));
}
