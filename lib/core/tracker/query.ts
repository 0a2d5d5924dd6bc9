import { z } from 'zod';

/** Rows per page of the recommendations table (docs/contract.md §9). */
export const TRACKER_PAGE_SIZE = 13;

/** The year filter's value for every year (`?il=all`); without `il` the first year is chosen. */
export const ALL_YEARS = 'all';

/** The state of the recommendations tracker, all of it in the URL. */
export interface TrackerQuery {
  il?: number | typeof ALL_YEARS;
  qurum?: number;
  nov?: number;
  status?: number;
  page: number;
}

/** The values each filter may take, as the source lists them. */
export interface TrackerChoices {
  years: number[];
  qurumlar: number[];
  novler: number[];
  statuslar: number[];
}

type Raw = Record<string, string | string[] | undefined>;

function first(raw: Raw, key: string): string {
  const v = raw[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

/** A whole number in the tracker's address: its digits. */
const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** A value of the tracker's address: digits, else none. */
const whole = (description: string) => digits.optional().catch(undefined).describe(description);

/**
 * The tracker's filters in its address (its page, feed and e-mail alerts), each read alone:
 * nonsense is no filter, never an error; parseTrackerQuery then keeps only the values the
 * source offers. One definition for parseTrackerQuery and the OpenAPI description.
 */
export const trackerQueryFields = z.object({
  il: z
    .union([z.literal(ALL_YEARS), digits])
    .optional()
    .catch(undefined)
    .describe(`The year (GET /api/tovsiyyeler/iller), or ${ALL_YEARS}`),
  qurum: whole('The institution’s id (GET /api/tovsiyyeler/qurumlar)'),
  nov: whole('The kind’s id (GET /api/tovsiyyeler/novler)'),
  status: whole('The status’s id (GET /api/tovsiyyeler/statuslar)'),
  page: whole('The page, from 1'),
});

function oneOf(value: number | undefined, allowed: number[]): number | undefined {
  return value !== undefined && allowed.includes(value) ? value : undefined;
}

/**
 * The tracker's state from a query string. A value the source does not offer
 * falls back to its default: the first year the source returns (docs/contract.md §4), no
 * institution, type or status, page 1. `il=all` asks for every year.
 */
export function parseTrackerQuery(raw: Raw, choices: TrackerChoices): TrackerQuery {
  const fields = trackerQueryFields.shape;
  const page = fields.page.parse(first(raw, 'page'));
  const il = fields.il.parse(first(raw, 'il'));
  return {
    il: il === ALL_YEARS ? ALL_YEARS : (oneOf(il, choices.years) ?? choices.years[0]),
    qurum: oneOf(fields.qurum.parse(first(raw, 'qurum')), choices.qurumlar),
    nov: oneOf(fields.nov.parse(first(raw, 'nov')), choices.novler),
    status: oneOf(fields.status.parse(first(raw, 'status')), choices.statuslar),
    page: page && page >= 1 ? page : 1,
  };
}

/** The year to filter by: none for every year. */
export function yearFilter(q: Pick<TrackerQuery, 'il'>): number | undefined {
  return q.il === ALL_YEARS ? undefined : q.il;
}

/** The page within 1..pageCount (a page past the end shows the last one). */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

/** The filters as query parameters, in a fixed order, leaving out what is not set. */
export function filterParams(q: Omit<TrackerQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['il', 'qurum', 'nov', 'status'] as const) {
    const v = q[key];
    if (v !== undefined) params.set(key, String(v));
  }
  return params;
}

/** The query string of a page of the tracker ('?il=2025&page=2'); page 1 is left out. */
export function trackerSearch(q: TrackerQuery): string {
  const params = filterParams(q);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The tracker's filters a feed or an alert follows (no year: every year). */
export interface TrackerFollow {
  il?: number;
  qurum?: number;
  nov?: number;
  status?: number;
}

/**
 * What the tracker's feed and e-mail form follow: the filters shown; the year only when the
 * visitor chose one (the page without a year shows the latest year, and following it means
 * following every year to come).
 */
export function trackerFollowOf(shown: TrackerQuery, yearChosen: boolean): TrackerFollow {
  return {
    il: yearChosen && typeof shown.il === 'number' ? shown.il : undefined,
    qurum: shown.qurum,
    nov: shown.nov,
    status: shown.status,
  };
}

/** The query string of followed filters, in a fixed order ('?qurum=3'), '' for none. */
export function trackerFollowSearch(follow: TrackerFollow): string {
  const { il, qurum, nov, status } = follow;
  const s = filterParams({ il, qurum, nov, status }).toString();
  return s ? `?${s}` : '';
}
