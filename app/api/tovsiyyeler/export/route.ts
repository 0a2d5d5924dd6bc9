import { getTranslations } from 'next-intl/server';
import { failure } from '@/lib/core/forms/reply';
import { getTrackerExport, getTrackerHistoryExport } from '@/lib/core/content/tracker-export';
import { DEFAULT_ERROR } from '@/lib/core/contract/envelope';
import { SourceError } from '@/lib/core/content/source';
import { describeIssues, inputLanguage } from '@/lib/core/content/source/validate';
import { EXPORT_COLUMNS, HISTORY_COLUMNS } from '@/lib/core/tracker/columns';
import { exportCsv, type ExportTable } from '@/lib/core/format/csv';
import {
  exportFileName,
  exportJson,
  exportRequest,
  historyRow,
  type ExportRequest,
} from '@/lib/core/tracker/export';
import { logError } from '@/lib/platform/observability/log';

/** The recommendations' current rows, with the data date. */
async function recommendationsTable(req: ExportRequest) {
  const { rows, maxDate, truncated } = await getTrackerExport(req);
  const t = await getTranslations({ locale: req.language, namespace: 'Tracker.columns' });
  const columns = EXPORT_COLUMNS.map((key) => ({ key, title: t(key) }));
  return { columns, rows, truncated, meta: { max_date: maxDate } };
}

/** Their status changes, newest first (docs/tracker.md, "The history as open data"). */
async function historyTable(req: ExportRequest) {
  const { rows, truncated } = await getTrackerHistoryExport(req);
  const t = await getTranslations({ locale: req.language, namespace: 'Tracker.historyColumns' });
  const columns = HISTORY_COLUMNS.map((key) => ({ key, title: t(key) }));
  return { columns, rows: rows.map(historyRow), truncated };
}

function respond<K extends string>(req: ExportRequest, table: ExportTable<K>): Response {
  const headers = {
    'content-disposition': `attachment; filename="${exportFileName(req)}"`,
    'cache-control': 'public, s-maxage=300, stale-while-revalidate=86400',
    'x-truncated': String(table.truncated),
  };
  if (req.format === 'json') return Response.json(exportJson(req, table), { headers });
  return new Response(exportCsv(table), {
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
  });
}

/**
 * The recommendations the tracker's filters select, as open data: CSV
 * (UTF-8 with BOM) or JSON, column headers in the requested language; with
 * `file=history` their status changes instead (status: the status entered).
 * GET /api/tovsiyyeler/export?format=csv|json&file=recommendations|history&language=&il=&qurum=&nov=&status=
 */
export async function GET(request: Request): Promise<Response> {
  const input = Object.fromEntries(new URL(request.url).searchParams.entries());
  const parsed = exportRequest.safeParse(input);
  if (!parsed.success)
    return failure(describeIssues(parsed.error, inputLanguage(input), input), 400);
  const req = parsed.data;
  try {
    return req.file === 'history'
      ? respond(req, await historyTable(req))
      : respond(req, await recommendationsTable(req));
  } catch (e) {
    if (e instanceof SourceError) return failure(e.message, e.status);
    logError('[api] tovsiyyeler/export failed', e);
    return failure(DEFAULT_ERROR, 500);
  }
}

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
