import type { Locale } from '@/i18n/routing';
import type { ExportFormat } from './export';
import { filterParams, yearFilter, type TrackerQuery } from './query';

/**
 * The open-data download address of the filtered rows, or with `history` of their status
 * changes (status: the status entered), in a format and language.
 */
export function exportHref(
  format: ExportFormat,
  locale: Locale,
  query: TrackerQuery,
  file: 'recommendations' | 'history' = 'recommendations',
): string {
  // The download takes the contract's filters: every year is no year.
  const params = filterParams({ ...query, il: yearFilter(query) });
  params.set('language', locale);
  params.set('format', format);
  if (file === 'history') params.set('file', 'history');
  return `/api/tovsiyyeler/export?${params}`;
}
