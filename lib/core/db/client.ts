import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/platform/config/env';
import { lockDataDir } from '@/lib/platform/db/pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface Opened {
  db: Db;
  close: () => Promise<void>;
  /** the embedded database's own client (backups dump through it) */
  embedded?: PGlite;
}

const MIGRATIONS = path.join(process.cwd(), 'lib/core/db/migrations');

async function openServer(url: string): Promise<Opened> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db, close: () => pool.end() };
}

async function openEmbedded(dataDir: string): Promise<Opened> {
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db,
      embedded: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Opens the configured database (server when DATABASE_URL is set, else embedded) and migrates it. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Opened> {
  return opts.databaseUrl ? openServer(opts.databaseUrl) : openEmbedded(opts.dataDir);
}

declare global {
  /** Shared by every copy of this module the bundler makes (one per route bundle). */
  var __auditDbs: Map<string, Promise<Opened>> | undefined;
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
function current(): Promise<Opened> {
  const { DATABASE_URL, DATA_DIR } = env();
  const key = DATABASE_URL ?? `embedded:${DATA_DIR}`;
  const open = (globalThis.__auditDbs ??= new Map());
  let opened = open.get(key);
  if (!opened) {
    opened = openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
    open.set(key, opened);
    opened.catch(() => open.delete(key));
  }
  return opened;
}

/** Closes every database this process opened (tests and scripts). */
export async function closeAll(): Promise<void> {
  const open = globalThis.__auditDbs;
  if (!open) return;
  const all = [...open.values()];
  open.clear();
  await Promise.allSettled(all.map(async (p) => (await p).close()));
}
