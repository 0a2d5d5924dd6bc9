import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createEmbeddedClient } from './embedded';
import { lockDataDir } from './pglite-lock';

/** What a database is opened with: the product's tables and the folder of its migrations. */
export interface DbSpec<S extends Record<string, unknown>> {
  schema: S;
  migrations: string;
}

export interface Opened<S extends Record<string, unknown>> {
  db: PgDatabase<PgQueryResultHKT, S>;
  close: () => Promise<void>;
  /** the embedded database's own client (backups dump through it) */
  embedded?: PGlite;
}

async function openServer<S extends Record<string, unknown>>(
  url: string,
  { schema, migrations }: DbSpec<S>,
): Promise<Opened<S>> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: migrations });
  return { db, close: () => pool.end() };
}

async function openEmbedded<S extends Record<string, unknown>>(
  dataDir: string,
  { schema, migrations }: DbSpec<S>,
): Promise<Opened<S>> {
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await createEmbeddedClient(dir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrations });
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

/** Opens a database (server when databaseUrl is set, else embedded) and migrates it. */
export function openDatabase<S extends Record<string, unknown>>(
  opts: { databaseUrl?: string; dataDir: string },
  spec: DbSpec<S>,
): Promise<Opened<S>> {
  return opts.databaseUrl ? openServer(opts.databaseUrl, spec) : openEmbedded(opts.dataDir, spec);
}
