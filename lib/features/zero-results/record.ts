import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/core/db/client';
import { logError } from '@/lib/platform/observability/log';
import { storeZeroResult } from './store';

/**
 * Counts a results page's search that found nothing (./store.ts) in the
 * site's own database, whichever source answered the search. Never fails: a
 * failure is logged without the search's text (describeError leaves out a
 * query's parameters) and swallowed, so the count can never break a search.
 */
export async function recordZeroResult(query: string, locale: Locale): Promise<void> {
  try {
    await storeZeroResult(await getDb(), query, locale);
  } catch (e) {
    logError('search: a search that found nothing could not be counted', e);
  }
}
