import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from './cache';
import { parseId } from './publications';
import { toneByName } from '@/lib/core/tracker/tone';
import { siteEnv } from '@/lib/core/site/env';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import { oldCutoff, oldYearsToRead, trackerFigures } from '@/lib/core/tracker/figures';
import {
  TRACKER_PAGE_SIZE,
  clampPage,
  parseTrackerQuery,
  trackerFollowOf,
  yearFilter,
  type TrackerFollow,
  type TrackerQuery,
} from '@/lib/core/tracker/query';

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

/** The tracker's filters but the status, as the counting calls take them. */
export type CountFilter = { language: Locale; il?: number; qurum?: number; nov?: number };

/** The number of recommendations a filter selects (with limit 1 the page count is the row count). */
async function countOf(filter: CountFilter, status?: number): Promise<number> {
  return (await read('tovsiyyePageCount', { ...filter, status, limit: 1 })).page_count;
}

/**
 * What the figures above the table need besides the counts by status, for the chosen year,
 * institution and type (lib/core/tracker/figures.ts): the total, and for "open, made in … or earlier"
 * over every year two small cached calls per old year (at most MAX_OLD_YEARS; none when the
 * implemented status is not among those offered).
 */
async function readFigureCounts(filter: CountFilter, options: TrackerOptions) {
  const { TRACKER_STATUS_IMPLEMENTED: implemented, TRACKER_STATUS_PARTLY: partly } = siteEnv();
  const cutoff = oldCutoff(Number(todayInBaku().slice(0, 4)));
  const classified = options.statuslar.some((s) => s.id === implemented);
  const old = classified
    ? oldYearsToRead(filter.il, options.iller, cutoff)
    : { years: [], skipped: false };
  const [total, oldYears] = await Promise.all([
    countOf(filter),
    Promise.all(
      old.years.map(async (year) => {
        const [all, done] = await Promise.all([
          countOf({ ...filter, il: year }),
          countOf({ ...filter, il: year }, implemented),
        ]);
        return { year, all, implemented: done };
      }),
    ),
  ]);
  return {
    total,
    statusIds: { implemented, partly },
    year: filter.il,
    cutoff,
    oldYears,
    oldYearsSkipped: old.skipped,
  };
}

/**
 * Everything the tracker shows for a query string: the options, the state
 * (nonsense falls back to defaults, the page kept within the page count),
 * the page count and data date, the rows, and the counts by status and the
 * figures (lib/core/tracker/figures.ts) for the year, institution and type chosen.
 * Shared by the page and its head.
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
  const [{ tovsiyyeler }, counts, figureCounts] = await Promise.all([
    page_count > 0
      ? read('tovsiyyeler', {
          ...filter,
          status: query.status,
          limit: TRACKER_PAGE_SIZE,
          page: query.page,
        })
      : Promise.resolve({ tovsiyyeler: [] }),
    // One small call per status.
    Promise.all(options.statuslar.map((s) => countOf(filter, s.id))),
    readFigureCounts(filter, options),
  ]);
  const summary = options.statuslar.map((s, i) => ({ ...s, count: counts[i] ?? 0 }));
  const figures = trackerFigures({ ...figureCounts, byStatus: summary });
  return {
    options,
    query,
    pageCount: page_count,
    maxDate: max_date,
    rows: tovsiyyeler,
    summary,
    figures,
  };
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

/**
 * The newest status changes (a recommendation new to the tracker: a change from nothing) of
 * the tracker's followed filters or of one recommendation, each with its page's path at the
 * change: the feeds' entries.
 */
export async function getStatusChanges(
  locale: Locale,
  follow: TrackerFollow & { tovsiyye?: number },
  limit: number,
) {
  const { deyisiklikler } = await read('tovsiyyeDeyisiklikleri', {
    language: locale,
    ...follow,
    limit,
  });
  return deyisiklikler;
}

/**
 * The tracker's followed filters of a feed's query string: the values the tracker offers
 * (others are left out), the year only when one is named.
 */
export async function getTrackerFollow(
  locale: Locale,
  queryString: string,
): Promise<TrackerFollow> {
  const options = await getTrackerOptions(locale);
  const parsed = trackerQueryOf(queryString, options);
  return trackerFollowOf(parsed, new URLSearchParams(queryString).has('il'));
}
