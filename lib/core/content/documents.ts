import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { LEGAL_CALLS, type LegalList } from '@/lib/core/contract/calls';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import { sortByOrder } from '@/lib/core/documents/legal';
import { pickYear } from '@/lib/core/documents/year';
import { read } from './cache';

/**
 * One legal list in a language, by order_num ascending whatever order the
 * source sent (§7 gives the five lists other than `qanunlar` no sort fields).
 */
export const getLegalDocuments = cache(async (list: LegalList, locale: Locale) => {
  const { qanunlar } = await read(LEGAL_CALLS[list], { language: locale });
  return sortByOrder(qanunlar);
});

/** Budget summaries (`rey`) or report summaries (`hesabat`); docs/contract.md §9: limit 100. */
export const getSummaries = cache(async (type: 'rey' | 'hesabat', locale: Locale) => {
  const { budce_xulasesi } = await read('budceXulasesi', {
    type,
    limit: MAX_LIMIT,
    language: locale,
  });
  return budce_xulasesi;
});

/** The infographic years, the chosen one (the latest by default) and its items. */
export const getInfographicsPage = cache(async (locale: Locale, rawYear: string | undefined) => {
  const { years } = await read('infoqrafikYears', {});
  const year = pickYear(rawYear, years);
  const items =
    year === undefined ? [] : (await read('infoqrafikler', { year, language: locale })).content;
  return { years, year, items, latest: pickYear(undefined, years) };
});
