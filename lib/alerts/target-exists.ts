import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getRecordFeed } from '@/lib/content/filter';
import { getProjectCategories } from '@/lib/content/records';
import { filterQueryString } from '@/lib/filter/query';
import type { Target } from './targets';

/**
 * Whether every value a target filters by exists (an audit area id an option
 * has, a project category the site lists), through the pages' getters.
 */
export async function targetExists(target: Target, locale: Locale): Promise<boolean> {
  if (target.view === 'filter') {
    const search = filterQueryString(target.query);
    const { query } = await getRecordFeed(locale, search.slice(1), 1);
    return filterQueryString({ ...query, limit: target.query.limit }) === search;
  }
  const category = target.query.category;
  if (target.view !== 'layihe' || category === undefined) return true;
  return (await getProjectCategories()).some((c) => c.id === category);
}
