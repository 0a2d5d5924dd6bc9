/**
 * Replaces the content of the configured database with the demo content.
 *   npm run db:seed                 the demo volume
 *   npm run db:seed -- --scale 100  a hundred times the lists, for benchmarks
 *   --force                         also when citizen submissions are stored (they are deleted)
 */
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';
import { countSubmissions, reseed } from '@/demo/seed';

function parseArgs(argv: string[]) {
  const scaleAt = argv.indexOf('--scale');
  const scale = scaleAt >= 0 ? Number(argv[scaleAt + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
    throw new Error('--scale takes a whole number from 1 to 1000');
  }
  return { scale, force: argv.includes('--force') };
}

async function main() {
  const { scale, force } = parseArgs(process.argv.slice(2));
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const submissions = await countSubmissions(db);
    if (submissions > 0 && !force) {
      throw new Error(
        `The database holds ${submissions} citizen submissions; reseeding would delete them. ` +
          'Export them first (npm run requests:export) and rerun with --force.',
      );
    }
    const started = Date.now();
    await reseed(db, scale);
    console.log(
      `Seeded the demo content at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
