import fs from 'node:fs';
import path from 'node:path';

/** The migrated, empty embedded database that jest's global setup makes (scripts/db-template.ts). */
export const TEMPLATE = '.test-data/template';

/**
 * Empties a test's data directory and copies the template database into it, when there is one:
 * opening a copy takes a tenth of creating a database. Without it the test creates its own.
 */
export function freshDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  if (fs.existsSync(path.join(TEMPLATE, 'pglite'))) fs.cpSync(TEMPLATE, dir, { recursive: true });
}
