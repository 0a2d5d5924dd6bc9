/**
 * Makes the tests' template of the embedded database: created and migrated, empty, closed.
 * The unit tests (jest's global setup) and the end-to-end site (scripts/e2e-server.mjs) copy it
 * instead of creating a database each (about 3 s of initdb and migrations, against 0.3 s to
 * open a copy). A copy made before a new migration still opens right: opening migrates it.
 *   npx tsx scripts/db-template.ts [DIR]   (default .test-data/template)
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/core/db/client';

async function main() {
  const dir = path.resolve(process.argv[2] ?? '.test-data/template');
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const { close } = await openDatabase({ dataDir: building });
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
