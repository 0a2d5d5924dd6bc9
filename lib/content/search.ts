import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from './cache';

/** Keyword search results grouped by kind (docs/contract.md §7 neticeler). */
export const getSearchResults = cache(async (locale: Locale, query: string) => {
  return (await read('neticeler', { language: locale, query })).neticeler;
});
