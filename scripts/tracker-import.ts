/**
 * Imports the recommendations tracker from a CSV file (docs/tracker.md, "Importing the tracker").
 *   npm run tracker:import -- file.csv [--dry-run] [--date YYYY-MM-DD]
 * Checks every row first and writes nothing when one is refused (the problems with their line
 * numbers, exit 1); prints the change set; with --dry-run writes nothing. Writes in one
 * transaction: new recommendations, status changes (each a dated entry of the history: the
 * row's `tarix`, else --date, else today in Baku), text updates. The same file twice changes
 * nothing. Then asks the running site to refresh the tracker's cache when SITE_URL and
 * REVALIDATE_TOKEN are set. Uses DATABASE_URL / DATA_DIR like the site (stop a site that uses
 * the embedded database first: one process at a time).
 */
import fs from 'node:fs';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';
import { applyImport, importOptions, planImport, readImport } from '@/lib/core/tracker/import';
import { revalidate } from './revalidate';

const USAGE = 'usage: npm run tracker:import -- file.csv [--dry-run] [--date YYYY-MM-DD]';

async function main() {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => !a.startsWith('--') && argv[argv.indexOf(a) - 1] !== '--date');
  const dateAt = argv.indexOf('--date');
  const today = dateAt >= 0 ? (argv[dateAt + 1] ?? '') : todayInBaku();
  const dryRun = argv.includes('--dry-run');
  if (!file || !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(USAGE);
  const text = fs.readFileSync(file, 'utf8');
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const read = readImport(text, await importOptions(db), today);
    const plan = read.errors.length ? null : await planImport(db, read.rows);
    const errors = plan ? plan.errors : read.errors;
    if (!plan || errors.length) {
      console.error(`${file}: nothing was written; ${errors.length} problem(s):`);
      for (const e of errors) console.error(`  ${e}`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `${file}: ${plan.added.length} new, ${plan.statusChanged.length} with a new status, ` +
        `${plan.updated.length} with new texts, ${plan.unchanged} unchanged, ` +
        `${plan.absent.length} in the database but not in the file (left as they are).`,
    );
    for (const row of plan.added) console.log(`  line ${row.line}: new — ${row.movzuAz}`);
    for (const { row, id } of plan.statusChanged)
      console.log(`  line ${row.line}: recommendation ${id}, new status since ${row.since}`);
    for (const { row, id } of plan.updated)
      console.log(`  line ${row.line}: recommendation ${id}, new texts`);
    if (dryRun) {
      console.log('Dry run: nothing was written.');
      return;
    }
    await applyImport(db, plan);
    console.log('Written.');
    if (plan.added.length + plan.statusChanged.length + plan.updated.length)
      console.log(await revalidate(['tovsiyyeler'], 'the tracker'));
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
