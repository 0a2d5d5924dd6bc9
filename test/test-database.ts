import { Client } from 'pg';
import { freshDataDir } from './fresh-data-dir';

/**
 * Points the site's database at a fresh one for a test file: on the PostgreSQL server of
 * TEST_DATABASE_URL, a database `<its name>_<suffix>` made afresh; without it, the embedded
 * database copied from the template into DATA_DIR `.test-data/<suffix>`.
 */
export async function freshTestDatabase(suffix: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  process.env.DATA_DIR = `.test-data/${suffix}`;
  freshDataDir(process.env.DATA_DIR);
  if (!url) return;
  const own = new URL(url);
  const name = `${own.pathname.slice(1)}_${suffix.replace(/\W/g, '_')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  own.pathname = `/${name}`;
  process.env.DATABASE_URL = own.toString();
}
