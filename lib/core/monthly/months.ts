/**
 * The months of the site's monthly, bounded records (page feedback,
 * docs/page-feedback.md; searches that found nothing, docs/search.md): the
 * month is the only time they keep, and their exports take one.
 */

/** The month of a moment, 'YYYY-MM' in UTC. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The first month still kept at `at` when `keep` months are kept (this one included). */
export function firstKeptMonth(at: Date, keep: number): string {
  return monthOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (keep - 1), 1)));
}

/** The formats of the monthly exports. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A month as an export takes it ('2026-11'), or null. */
export const exportMonth = (value: string | undefined) =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
