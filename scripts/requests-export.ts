/**
 * Exports the citizen requests, their files and the survey answers.
 *   npm run requests:export                     into ./exports/<date-time>/
 *   npm run requests:export -- --out some/dir   into some/dir
 * Uses the site's DATABASE_URL / DATA_DIR; stop the site first when it uses
 * the embedded database (one process at a time).
 */
import path from 'node:path';
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';
import { exportSubmissions } from '@/lib/core/forms/export';

async function main() {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--out');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(at >= 0 && argv[at + 1] ? argv[at + 1]! : path.join('exports', stamp));
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const done = await exportSubmissions(db, DATA_DIR, out);
    console.log(
      `Exported ${done.requests} requests (${done.files} files) and ${done.answers} survey answers to ${out}`,
    );
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
