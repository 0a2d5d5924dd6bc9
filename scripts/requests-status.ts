/**
 * Records the states of followed requests from the institution's CSV file (docs/requests.md,
 * "Importing states").
 *   npm run requests:status -- file.csv [--dry-run]
 * Columns: reference, state, date, note, forwarded_to. Checks every row first and writes
 * nothing when one is refused (the problems with their line numbers, exit 1); writes in one
 * transaction; the same file twice changes nothing. Each new state's mail is queued and sent
 * by the running site's worker. With --dry-run it says what it would do and writes nothing.
 * Uses DATABASE_URL / DATA_DIR like the site (stop a site that uses the embedded database
 * first: one process at a time).
 */
import fs from 'node:fs';
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';
import { applyStatusFile, readStatusFile } from '@/lib/features/requests/import';

async function main() {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => !a.startsWith('--'));
  const dryRun = argv.includes('--dry-run');
  if (!file) throw new Error('usage: npm run requests:status -- file.csv [--dry-run]');
  const read = readStatusFile(fs.readFileSync(file, 'utf8'));
  const refuse = (errors: string[]) => {
    console.error(`${file}: nothing was written; ${errors.length} problem(s):`);
    for (const e of errors) console.error(`  ${e}`);
    process.exitCode = 1;
  };
  if (read.errors.length) return refuse(read.errors);
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const { counts, errors } = await applyStatusFile(db, read.rows, dryRun);
    if (errors.length) return refuse(errors);
    console.log(
      `${file}: ${counts.added} new state(s), each mailed once; ${counts.unchanged} already known.` +
        (dryRun ? ' Dry run: nothing was written.' : ' Written.'),
    );
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
