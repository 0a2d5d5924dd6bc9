import type { Db } from '@/lib/core/db/client';
import { toCsv } from '@/lib/core/forms/export';
import type { ExportFormat } from '@/lib/core/monthly/months';
import { OTHER, zeroResultRows } from './store';

/** How the export names the count of a month's searches past its cap of distinct texts. */
const OTHER_LABEL = '(other)';

/**
 * The counts (of one month when given) as CSV (formula-safe cells,
 * lib/core/forms/export.ts) or JSON: month, language, text, searches. The
 * searches past a month's cap read OTHER_LABEL, which no text can be
 * (texts are letters, digits and spaces). Loads everything asked: the table
 * holds at most some 2,000 rows a month (./limits.ts).
 */
export async function exportZeroResults(db: Db, format: ExportFormat, month?: string) {
  const rows = (await zeroResultRows(db, month)).map((r) => ({
    ...r,
    query: r.query === OTHER ? OTHER_LABEL : r.query,
  }));
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  return toCsv(rows);
}
