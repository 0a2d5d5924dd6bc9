import 'server-only';
import { after } from 'next/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { bestBets } from '@/lib/search/best-bets';
import { foundNothing } from '@/lib/search/found';
import { recordZeroResult } from '@/lib/zero-results/record';
import { read } from './cache';

/**
 * Keyword search results grouped by kind (docs/contract.md §7 neticeler). A
 * search that finds nothing and has no best bet is counted (docs/search.md,
 * "What readers search for") after the page is sent, once per page request
 * (React's cache), whether the reply came from the data cache or not.
 */
export const getSearchResults = cache(async (locale: Locale, query: string) => {
  const results = (await read('neticeler', { language: locale, query })).neticeler;
  if (foundNothing(results) && bestBets(query, locale).length === 0)
    after(() => recordZeroResult(query, locale));
  return results;
});
