import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { MAX_LIMIT } from '@/lib/contract/primitives';
import { MAX_EXPORT_ROWS, type ExportRequest, type Recommendation } from '@/lib/tracker/export';
import { read } from './cache';
import { parseId } from './publications';
import { toneByName } from '@/lib/tracker/tone';
import {
  TRACKER_PAGE_SIZE,
  clampPage,
  parseTrackerQuery,
  yearFilter,
  type TrackerQuery,
} from '@/lib/tracker/query';

/** The filter options of the tracker, in the visitor's language. */
export const getTrackerOptions = cache(async (locale: Locale) => {
  const [{ iller }, { qurumlar }, { novler }, { statuslar }] = await Promise.all([
    read('tovsiyyeIller', {}),
    read('tovsiyyeQurumlar', { language: locale }),
    read('tovsiyyeNovler', { language: locale }),
    read('tovsiyyeStatuslar', { language: locale }),
  ]);
  return { iller, qurumlar, novler, statuslar };
});

type TrackerOptions = Awaited<ReturnType<typeof getTrackerOptions>>;

/** The tracker's state in a query string, against the options that exist (nonsense: defaults). */
function trackerQueryOf(queryString: string, options: TrackerOptions): TrackerQuery {
  return parseTrackerQuery(Object.fromEntries(new URLSearchParams(queryString)), {
    years: options.iller,
    qurumlar: options.qurumlar.map((o) => o.id),
    novler: options.novler.map((o) => o.id),
    statuslar: options.statuslar.map((o) => o.id),
  });
}

/**
 * Everything the tracker shows for a query string: the options, the state
 * (nonsense falls back to defaults, the page kept within the page count),
 * the page count and data date, the rows, and the counts by status for the
 * year, institution and type chosen. Shared by the page and its head.
 */
export const getTrackerPage = cache(async (locale: Locale, queryString: string) => {
  const options = await getTrackerOptions(locale);
  const parsed = trackerQueryOf(queryString, options);
  const filter = { language: locale, il: yearFilter(parsed), qurum: parsed.qurum, nov: parsed.nov };
  const { page_count, max_date } = await read('tovsiyyePageCount', {
    ...filter,
    status: parsed.status,
    limit: TRACKER_PAGE_SIZE,
  });
  const query: TrackerQuery = { ...parsed, page: clampPage(parsed.page, page_count) };
  const [{ tovsiyyeler }, counts] = await Promise.all([
    page_count > 0
      ? read('tovsiyyeler', {
          ...filter,
          status: query.status,
          limit: TRACKER_PAGE_SIZE,
          page: query.page,
        })
      : Promise.resolve({ tovsiyyeler: [] }),
    // With limit 1 the page count is the number of rows: one small call per status.
    Promise.all(
      options.statuslar.map((s) =>
        read('tovsiyyePageCount', { ...filter, status: s.id, limit: 1 }).then((r) => r.page_count),
      ),
    ),
  ]);
  const summary = options.statuslar.map((s, i) => ({ ...s, count: counts[i] ?? 0 }));
  return { options, query, pageCount: page_count, maxDate: max_date, rows: tovsiyyeler, summary };
});

export type TrackerData = Awaited<ReturnType<typeof getTrackerPage>>;

/**
 * The tracker's filters a recommendation's page was opened with (its query string), for the
 * way back to the same list.
 */
export async function getTrackerQuery(locale: Locale, queryString: string): Promise<TrackerQuery> {
  return trackerQueryOf(queryString, await getTrackerOptions(locale));
}

/**
 * One recommendation with its history, newest first, and its status's tone (the tracker's
 * colours); null when the id is malformed or unknown (the page answers 404). Shared by the
 * page and its head.
 */
export const getRecommendation = cache(async (locale: Locale, rawId: string) => {
  const id = parseId(rawId);
  if (id === null) return null;
  const [{ tovsiyye }, options] = await Promise.all([
    read('tovsiyye', { language: locale, id }),
    getTrackerOptions(locale),
  ]);
  const row = tovsiyye.length === 1 ? tovsiyye[0]! : null;
  if (!row) return null;
  const tone = toneByName(options.statuslar);
  return {
    ...row,
    tone: tone.get(row.status_name),
    history: [...row.history]
      .reverse()
      .map((step) => ({ ...step, tone: tone.get(step.status_name) })),
  };
});

/** Pages of one download read at once: an upstream is not flooded by one download. */
const PARALLEL_PAGES = 4;

/**
 * Every row the tracker's filters select (at most MAX_EXPORT_ROWS), the data
 * date and whether the download was cut: page by page through the contract's
 * own calls, so it works over the remote source too (the open-data export).
 */
export async function getTrackerExport(req: ExportRequest) {
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
  for (let start = 1; start <= pages; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, i) =>
      read('tovsiyyeler', { ...filter, limit: MAX_LIMIT, page: start + i }),
    );
    for (const reply of await Promise.all(batch)) rows.push(...reply.tovsiyyeler);
  }
  return { rows, maxDate: max_date, truncated: page_count > pages };
}
