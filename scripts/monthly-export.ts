/**
 * What the monthly exports share (npm run feedback:export, search:export):
 *   --format csv|json [--month YYYY-MM] [--out file]
 * Writes to standard output, or to the file --out names. Uses the site's
 * DATABASE_URL / DATA_DIR (the site's own database, in both source modes);
 * stop the site first when it uses the embedded database (one process at a time).
 */
import fs from 'node:fs';
import { env } from '@/lib/platform/config/env';
import { openDatabase, type Db } from '@/lib/core/db/client';
import { EXPORT_FORMATS, exportMonth, type ExportFormat } from '@/lib/core/monthly/months';

type Exporter = (db: Db, format: ExportFormat, month?: string) => Promise<string>;

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function run(command: string, what: string, exporter: Exporter) {
  const argv = process.argv.slice(2);
  const format = EXPORT_FORMATS.find((f) => f === (option(argv, 'format') ?? 'csv'));
  const monthArg = option(argv, 'month');
  const month = exportMonth(monthArg);
  if (!format || (monthArg !== undefined && !month))
    throw new Error(
      `usage: npm run ${command} -- --format csv|json [--month YYYY-MM] [--out file]`,
    );
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const text = await exporter(db, format, month ?? undefined);
    const out = option(argv, 'out');
    if (out) {
      fs.writeFileSync(out, text);
      console.error(`Exported ${what} to ${out}`);
    } else process.stdout.write(text);
  } finally {
    await close();
  }
}

/** Runs one export as its npm script; a failure is printed and ends the process with 1. */
export function runMonthlyExport(command: string, what: string, exporter: Exporter): void {
  run(command, what, exporter).catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
