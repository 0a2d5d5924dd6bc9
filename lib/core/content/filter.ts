import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { filterGroups, knownChoices, type FilterLookups } from '@/lib/core/filter/groups';
import { filterRequest, parseFilterQuery, type FilterType } from '@/lib/core/filter/query';
import { parseWindow } from '@/lib/core/site/list-window';
import { read } from './cache';

/** The lookups the groups of a type need: the record types always, the type's own lists besides. */
const loadLookups = cache(async (type: FilterType | undefined): Promise<FilterLookups> => {
  const { types } = await read('types', {});
  if (type === 'rey') {
    const [nov, merhele] = await Promise.all([read('reyNov', {}), read('reyMerhele', {})]);
    return { types, reyNov: nov.rey_novleri, reyMerhele: merhele.rey_merheleleri };
  }
  if (type === 'audit') {
    const [nov, sahe, geo] = await Promise.all([
      read('auditNov', {}),
      read('auditSahe', {}),
      read('cografiya', {}),
    ]);
    return {
      types,
      auditNov: nov.audit_novleri,
      auditSahe: sahe.audit_saheleri,
      cografiya: geo.cografiyalar,
    };
  }
  return { types };
});

/**
 * The filter's state of a query string: parsed leniently, its groups, and the
 * state without choices the groups do not offer.
 */
const loadState = cache(async (locale: Locale, queryString: string) => {
  const parsed = parseFilterQuery(new URLSearchParams(queryString));
  const groups = filterGroups(await loadLookups(parsed.type), parsed, locale);
  return { groups, query: knownChoices(parsed, groups) };
});

/**
 * The records of a filter state, `limit` of them from `from` (list text
 * included), and how many match in all when the source tells (null otherwise).
 */
async function records(
  locale: Locale,
  query: ReturnType<typeof filterRequest>,
  limit: number,
  from: number,
) {
  const { dercler, total } = await read('dercler', { ...query, language: locale, limit, from });
  return { rows: dercler, total: total ?? null };
}

/**
 * Everything the archive filter page (/filter) shows for a query string: the
 * groups, the state, the window of results it asks for (`?count=`, `?from=`),
 * the request the client's Load more continues with, the records of the window
 * and their total (null when the source does not tell).
 */
export const getFilterPage = cache(async (locale: Locale, queryString: string) => {
  const { groups, query } = await loadState(locale, queryString);
  const window = parseWindow(Object.fromEntries(new URLSearchParams(queryString)), query.limit);
  const input = filterRequest(query);
  const { rows, total } = await records(locale, input, window.count, window.from);
  return { groups, query, window, input, records: rows, total };
});

/** The newest `count` records of a filter state, with its groups and state (the filter view's feed). */
export const getRecordFeed = cache(async (locale: Locale, queryString: string, count: number) => {
  const { groups, query } = await loadState(locale, queryString);
  const { rows } = await records(locale, filterRequest(query), count, 0);
  return { groups, query, records: rows };
});
