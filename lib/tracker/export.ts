import 'server-only';
import { z } from 'zod';
import { read } from '@/lib/content/cache';
import type { CallReply } from '@/lib/contract/calls';
import { MAX_LIMIT } from '@/lib/contract/primitives';
import { recommendationCountRequest } from '@/lib/contract/requests';

/** The most rows one download holds; past it the download says it was cut (`truncated`). */
export const MAX_EXPORT_ROWS = 5000;

const PARALLEL_PAGES = 4;

/** The query of a download: the tracker's filters, the language and the format. */
export const exportRequest = recommendationCountRequest
  .omit({ limit: true })
  .extend({ format: z.enum(['csv', 'json']).default('csv') });

export type ExportRequest = z.output<typeof exportRequest>;
export type Recommendation = CallReply<'tovsiyyeler'>['tovsiyyeler'][number];

/**
 * Every row the filters select (at most MAX_EXPORT_ROWS), page by page
 * through the contract's own calls, so it works over the remote source too.
 */
export async function exportRows(req: ExportRequest) {
  const filter = {
    language: req.language,
    il: req.il,
    qurum: req.qurum,
    nov: req.nov,
    status: req.status,
  };
  const { page_count, max_date } = await read('tovsiyyePageCount', { ...filter, limit: MAX_LIMIT });
  const pages = Math.min(page_count, Math.ceil(MAX_EXPORT_ROWS / MAX_LIMIT));
  const rows: Recommendation[] = [];
  // A few pages at a time: an upstream is not flooded by one download.
  for (let start = 1; start <= pages; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, i) =>
      read('tovsiyyeler', { ...filter, limit: MAX_LIMIT, page: start + i }),
    );
    for (const reply of await Promise.all(batch)) rows.push(...reply.tovsiyyeler);
  }
  return { rows, maxDate: max_date, truncated: page_count > pages };
}
