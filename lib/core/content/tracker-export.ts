import 'server-only';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import {
  MAX_EXPORT_ROWS,
  type ExportRequest,
  type Recommendation,
  type StatusChange,
} from '@/lib/core/tracker/export';
import { read } from './cache';
import type { CountFilter } from './tracker';

/**
 * The tracker's open data read whole (docs/tracker.md): its rows and its status history for the
 * downloads, every recommendation's id for the sitemap. Page by page through the contract's
 * calls, so it works over an upstream too.
 */

/** Pages of one download read at once: an upstream is not flooded by one download. */
const PARALLEL_PAGES = 4;

/**
 * Every row a filter selects (at most MAX_EXPORT_ROWS), the data date and whether the reading was
 * cut: page by page through the contract's own calls, so it works over the remote source too.
 */
async function readAllRows(filter: CountFilter & { status?: number }) {
  const { page_count, max_date } = await read('tovsiyyePageCount', { ...filter, limit: MAX_LIMIT });
  const pages = Math.min(page_count, Math.ceil(MAX_EXPORT_ROWS / MAX_LIMIT));
  const rows: Recommendation[] = [];
  for (let start = 1; start <= pages; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, i) =>
      read('tovsiyyeler', { ...filter, limit: MAX_LIMIT, page: start + i }),
    );
    for (const reply of await Promise.all(batch)) rows.push(...reply.tovsiyyeler);
  }
  return { rows, maxDate: max_date, truncated: page_count > pages };
}

/** Every row the tracker's filters select, for the open-data export (see readAllRows). */
export async function getTrackerExport(req: ExportRequest) {
  return readAllRows({
    language: req.language,
    il: req.il,
    qurum: req.qurum,
    nov: req.nov,
    status: req.status,
  });
}

/**
 * Every status change the tracker's filters select (status: the status entered), newest first,
 * for the history download: page by page through the contract's call (PARALLEL_PAGES at a time)
 * until a page is short, at most MAX_EXPORT_ROWS; past them one more change means the download
 * was cut. Each page is cached on its own, so a change recorded between two readings could come
 * twice (the pages shifted): each change is kept once.
 */
export async function getTrackerHistoryExport(req: ExportRequest) {
  const filter = { language: req.language, il: req.il, qurum: req.qurum, nov: req.nov };
  const changesOf = (limit: number, page: number) =>
    read('tovsiyyeDeyisiklikleri', { ...filter, status: req.status, limit, page });
  const pages = Math.ceil(MAX_EXPORT_ROWS / MAX_LIMIT);
  const seen = new Set<number>();
  const rows: StatusChange[] = [];
  let short = false;
  for (let start = 1; start <= pages && !short; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, i) =>
      changesOf(MAX_LIMIT, start + i),
    );
    for (const { deyisiklikler } of await Promise.all(batch)) {
      if (deyisiklikler.length < MAX_LIMIT) short = true;
      for (const change of deyisiklikler) {
        if (seen.has(change.id)) continue;
        seen.add(change.id);
        rows.push(change);
      }
    }
  }
  const more =
    rows.length > MAX_EXPORT_ROWS ||
    (!short && (await changesOf(1, pages * MAX_LIMIT + 1)).deyisiklikler.length > 0);
  return { rows: rows.slice(0, MAX_EXPORT_ROWS), truncated: more };
}

/**
 * Every recommendation's id and whether it has an English version (`language: 'az'` in the
 * English read: none), for the sitemap: the tracker's unfiltered pages, at most
 * MAX_EXPORT_ROWS like a download.
 */
export async function getRecommendationIds(): Promise<{ id: number; english: boolean }[]> {
  const { rows } = await readAllRows({ language: 'en' });
  const byId = new Map(rows.map((r) => [r.id, r.language !== 'az']));
  return [...byId].map(([id, english]) => ({ id, english }));
}
