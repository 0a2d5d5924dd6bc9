import { getTranslations } from 'next-intl/server';
import { failure } from '@/lib/api/handler';
import { getTrackerExport } from '@/lib/content/tracker';
import { DEFAULT_ERROR } from '@/lib/contract/envelope';
import { SourceError } from '@/lib/source';
import { describeIssues, inputLanguage } from '@/lib/source/validate';
import { EXPORT_COLUMNS } from '@/lib/tracker/columns';
import { toCsv } from '@/lib/tracker/csv';
import { exportRequest, type ExportRequest } from '@/lib/tracker/export';
import { logError } from '@/lib/observability/log';

function fileName(req: ExportRequest): string {
  return `tovsiyyeler${req.il ? `-${req.il}` : ''}.${req.format}`;
}

/**
 * The recommendations the tracker's filters select, as open data: CSV
 * (UTF-8 with BOM) or JSON, column headers in the requested language.
 * GET /api/tovsiyyeler/export?format=csv|json&language=&il=&qurum=&nov=&status=
 */
export async function GET(request: Request): Promise<Response> {
  const input = Object.fromEntries(new URL(request.url).searchParams.entries());
  const parsed = exportRequest.safeParse(input);
  if (!parsed.success)
    return failure(describeIssues(parsed.error, inputLanguage(input), input), 400);
  const req = parsed.data;
  try {
    const { rows, maxDate, truncated } = await getTrackerExport(req);
    const t = await getTranslations({ locale: req.language, namespace: 'Tracker.columns' });
    const columns = EXPORT_COLUMNS.map((key) => ({ key, title: t(key) }));
    const headers = {
      'content-disposition': `attachment; filename="${fileName(req)}"`,
      'cache-control': 'public, s-maxage=300, stale-while-revalidate=86400',
      'x-truncated': String(truncated),
    };
    if (req.format === 'json') {
      const filters = {
        il: req.il ?? null,
        qurum: req.qurum ?? null,
        nov: req.nov ?? null,
        status: req.status ?? null,
      };
      const body = { language: req.language, filters, max_date: maxDate, truncated, columns, rows };
      return Response.json(body, { headers });
    }
    const csv = toCsv(
      columns.map((c) => c.title),
      rows.map((row) => EXPORT_COLUMNS.map((key) => row[key] ?? '')),
    );
    return new Response(csv, {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  } catch (e) {
    if (e instanceof SourceError) return failure(e.message, e.status);
    logError('[api] tovsiyyeler/export failed', e);
    return failure(DEFAULT_ERROR, 500);
  }
}

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
