/**
 * Migrates the configured database and, when it is empty, loads the demo
 * content (unless SEED_DEMO=false). Run by `npm start` before the server.
 */
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';
import { seedIfEmpty } from '@/demo/seed';

async function main() {
  const { DATABASE_URL, DATA_DIR } = env();
  const started = Date.now();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const where = DATABASE_URL ? 'the PostgreSQL server' : `the embedded database in ${DATA_DIR}`;
    if (process.env.SEED_DEMO === 'false') {
      console.log(`Database ready: ${where} (demo seeding disabled).`);
    } else if (await seedIfEmpty(db)) {
      console.log(`Loaded the demo content into ${where} in ${Date.now() - started} ms.`);
    } else {
      console.log(`Database ready: ${where}.`);
    }
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
