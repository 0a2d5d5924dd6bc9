import type { Db } from '@/lib/core/db/client';
import { toCsv } from '@/lib/core/forms/export';
import type { ExportFormat } from '@/lib/core/monthly/months';
import { feedbackRows } from './store';

/**
 * The stored answers (of one month when given) as CSV (formula-safe cells,
 * lib/core/forms/export.ts) or JSON: month, language, kind, path, yes/no, text.
 * Loads one month, or everything: the table holds no more than the site's
 * rate-limited answers, and each row is a few dozen bytes.
 */
export async function exportFeedback(db: Db, format: ExportFormat, month?: string) {
  const rows = (await feedbackRows(db, month)).map((r) => ({
    ...r,
    useful: r.useful ? 'yes' : 'no',
    comment: r.comment ?? '',
  }));
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  // No answers: an empty file (toCsv writes no header without a row).
  return toCsv(rows);
}
