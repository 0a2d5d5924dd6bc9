import { z } from 'zod';
import type { CallReply } from '@/lib/core/contract/calls';
import { recommendationCountRequest } from '@/lib/core/contract/requests';
import type { ExportTable } from '@/lib/core/format/csv';
import { downloadTable } from '@/lib/core/format/download';

/** The most rows one download holds (lib/core/content/tracker-export.ts reads them); past it the download says it was cut (`truncated`). */
export const MAX_EXPORT_ROWS = 5000;

/**
 * The files of the open-data downloads: the recommendations (their current rows) or their
 * status history (one row per status change, docs/tracker.md "The history as open data").
 */
const EXPORT_FILES = ['recommendations', 'history'] as const;

/** The formats of the open-data downloads. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The query of a download: the tracker's filters, the language, the format and the file. */
export const exportRequest = recommendationCountRequest.omit({ limit: true }).extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  file: z.enum(EXPORT_FILES).default('recommendations'),
});

export type ExportRequest = z.output<typeof exportRequest>;
export type Recommendation = CallReply<'tovsiyyeler'>['tovsiyyeler'][number];
export type StatusChange = CallReply<'tovsiyyeDeyisiklikleri'>['deyisiklikler'][number];

/** The download's file name: `tovsiyyeler-2025.csv`, `tovsiyyeler-tarixce.json`. */
export function exportFileName(req: Pick<ExportRequest, 'file' | 'format' | 'il'>): string {
  const base = req.file === 'history' ? 'tovsiyyeler-tarixce' : 'tovsiyyeler';
  return `${base}${req.il ? `-${req.il}` : ''}.${req.format}`;
}

/** One status change as the history download gives it: its day as YYYY-MM-DD. */
export function historyRow(change: StatusChange): StatusChange {
  return { ...change, since: change.since.slice(0, 10) };
}

/** The JSON download's document (lib/core/format/download.ts), with the filters it applied. */
export const exportJsonReply = downloadTable.extend({
  filters: z.object({
    il: z.number().int().nullable(),
    qurum: z.number().int().nullable(),
    nov: z.number().int().nullable(),
    status: z.number().int().nullable(),
  }),
  max_date: z.string().nullable().optional().describe('The recommendations: the data’s date'),
});
export type ExportJsonReply = z.input<typeof exportJsonReply>;

/**
 * The JSON document of a download: `{language, filters, ...meta, truncated, columns, rows}`,
 * each row with exactly the columns' keys (null for no value).
 */
export function exportJson<K extends string>(
  req: ExportRequest,
  table: ExportTable<K>,
): ExportJsonReply {
  const filters = {
    il: req.il ?? null,
    qurum: req.qurum ?? null,
    nov: req.nov ?? null,
    status: req.status ?? null,
  };
  const rows = table.rows.map((row) =>
    Object.fromEntries(table.columns.map((c) => [c.key, row[c.key] ?? null])),
  );
  return {
    language: req.language,
    filters,
    ...table.meta,
    truncated: table.truncated,
    columns: [...table.columns],
    rows,
  };
}
