import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getRecordFeed } from '@/lib/core/content/filter';
import { getProjectCategories } from '@/lib/core/content/records';
import { getRecommendation, getTrackerOptions } from '@/lib/core/content/tracker';
import { filterFeed, publicationFeed } from '@/lib/core/content/feeds/data';
import { filterQueryString } from '@/lib/core/filter/query';
import type { TrackerFollow } from '@/lib/core/tracker/query';
import type { Target } from './targets';

/** The names of the tracker's chosen filters, in the language (undefined for a value it does not offer). */
async function trackerChoices(query: TrackerFollow, locale: Locale) {
  const options = await getTrackerOptions(locale);
  const name = (list: Array<{ id: number; name: string }>, id: number | undefined) =>
    id === undefined ? null : list.find((o) => o.id === id)?.name;
  return [
    query.il === undefined ? null : options.iller.includes(query.il) ? String(query.il) : undefined,
    name(options.qurumlar, query.qurum),
    name(options.novler, query.nov),
    name(options.statuslar, query.status),
  ];
}

/**
 * Whether every value a target filters by exists (an audit area id an option
 * has, a project category the site lists, a tracker institution), through
 * the pages' getters.
 */
export async function targetExists(target: Target, locale: Locale): Promise<boolean> {
  if (target.view === 'search') return true;
  if (target.view === 'tovsiyye')
    return (await getRecommendation(locale, String(target.query.id))) !== null;
  if (target.view === 'tracker')
    return !(await trackerChoices(target.query, locale)).includes(undefined);
  if (target.view === 'filter') {
    const search = filterQueryString(target.query);
    const { query } = await getRecordFeed(locale, search.slice(1), 1);
    return filterQueryString({ ...query, limit: target.query.limit }) === search;
  }
  const category = target.query.category;
  if (target.view !== 'layihe' || category === undefined) return true;
  return (await getProjectCategories()).some((c) => c.id === category);
}

/**
 * A followed view's name in a language, in the site's own words only: its
 * feed's title, or the page's name with its choices (names of values the
 * site offers). Never the words a visitor typed (a search's, or an archive
 * filter's keyword): the name goes into the confirmation mail, sent before
 * the address is confirmed; the site's pages add the words from the target
 * (`targetWords`).
 */
export async function targetTitle(target: Target, lang: Locale): Promise<string> {
  const routes = await getTranslations({ locale: lang, namespace: 'Routes' });
  const meta = await getTranslations({ locale: lang, namespace: 'Metadata' });
  const alerts = await getTranslations({ locale: lang, namespace: 'Alerts' });
  if (target.view === 'search') return `${alerts('searchView')} | ${meta('siteName')}`;
  if (target.view === 'tovsiyye') {
    const row = await getRecommendation(lang, String(target.query.id));
    return [row?.movzu, routes('qerarlarinIzlenilmesi'), meta('siteName')]
      .filter(Boolean)
      .join(' | ');
  }
  if (target.view === 'tracker') {
    const chosen = (await trackerChoices(target.query, lang)).filter(Boolean);
    return [routes('qerarlarinIzlenilmesi'), chosen.join(', '), meta('siteName')]
      .filter(Boolean)
      .join(' | ');
  }
  const params = Object.fromEntries(new URLSearchParams(target.key.split('?')[1] ?? ''));
  if (target.view !== 'filter') return (await publicationFeed(target.view, lang, params)).title;
  const { search, ...chosen } = params;
  const title = (await filterFeed(lang, chosen)).title;
  return search ? `${title} (${alerts('withSearchWords')})` : title;
}
