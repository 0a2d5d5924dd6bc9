import { Client } from 'pg';
import { freshDataDir } from './fresh-data-dir';

/**
 * A database `<the server URL's database>_<suffix>` made afresh on the PostgreSQL server of
 * `serverUrl` (dropped first, its connections ended); answers its URL.
 */
export async function freshServerDatabase(serverUrl: string, suffix: string): Promise<string> {
  const own = new URL(serverUrl);
  const name = `${own.pathname.slice(1) || 'audit_test'}_${suffix.replace(/\W/g, '_')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  own.pathname = `/${name}`;
  return own.href;
}

/**
 * Points the site's database at a fresh one for a test file: on the PostgreSQL server of
 * TEST_DATABASE_URL, a database made afresh (freshServerDatabase); without it, the embedded
 * database copied from the template into DATA_DIR `.test-data/<suffix>`.
 */
export async function freshTestDatabase(suffix: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  process.env.DATA_DIR = `.test-data/${suffix}`;
  freshDataDir(process.env.DATA_DIR);
  if (url) process.env.DATABASE_URL = await freshServerDatabase(url, suffix);
}
