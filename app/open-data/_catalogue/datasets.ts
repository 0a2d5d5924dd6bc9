import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import {
  getFilterExport,
  getLegalExport,
  getPublicationListExport,
} from '@/lib/core/content/list-export';
import { getTrackerExport, getTrackerHistoryExport } from '@/lib/core/content/tracker-export';
import { getTranslationRows } from '@/lib/core/content/translation';
import { LEGAL_CALLS } from '@/lib/core/contract/calls';
import { ITEM_ROUTES } from '@/lib/core/contract/kinds';
import {
  filterDataPath,
  listDataPath,
  pageDataPath,
  type ListDataFormat,
} from '@/lib/core/content/feeds/paths';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_TYPES,
  filterQueryString,
  filterTitleKey,
} from '@/lib/core/filter/query';
import { parseListQuery } from '@/lib/core/publications/list-query';
import { getDb } from '@/lib/core/db/client';
import { getRequestFigures } from '@/lib/features/requests/figures-view';
import { feedbackSummary } from '@/lib/features/page-feedback/store';
import { keysOf } from '@/lib/core/contract/keys';
import { FIGURES_PATH, ROUTES, SUMMARY_PATH, TRANSLATIONS_PATH } from '@/lib/core/site/routes';
import { exportRequest } from '@/lib/core/tracker/export';
import { exportHref } from '@/lib/core/tracker/export-path';

/**
 * How often a dataset changes, in the EU's frequency vocabulary: every download is made from
 * the live content when it is asked for (UPDATE_CONT); the page feedback is summed per month.
 */
export type Frequency = 'UPDATE_CONT' | 'MONTHLY';

/** What a dataset holds now, read as its download reads it. */
export interface DatasetFacts {
  rows: number;
  /** the newest row's date (YYYY-MM-DD) or month (YYYY-MM); null when its rows have no dates */
  modified: string | null;
  /** more rows exist than one download holds */
  truncated: boolean;
}

/** One dataset of the catalogue (docs/open-data.md, "The dataset catalogue"). */
export interface DatasetEntry {
  /** stable: the dataset's anchor on the catalogue page and the end of its identifier */
  id: string;
  title: string;
  description: string;
  /** the page that shows it, with the language prefix */
  page: string;
  /** its downloads, with the language prefix */
  downloads: Record<ListDataFormat, string>;
  frequency: Frequency;
  /** reads what its download holds now */
  facts: () => Promise<DatasetFacts>;
}

const newest = (dates: string[]) =>
  dates.reduce<string | null>((a, d) => (a !== null && a > d ? a : d), null);

const both = (path: (format: ListDataFormat) => string) => ({
  csv: path('csv'),
  json: path('json'),
});

/**
 * Every dataset the site publishes in a language, in the catalogue's order: the tracker's
 * recommendations and their history, the archive's records by type, each publication list,
 * the legal documents' lists, the page feedback's summary and the requests in figures. Titles and pages are the site's
 * own; nothing is read until `facts` is called.
 */
export async function datasetEntries(locale: Locale): Promise<DatasetEntry[]> {
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const tracker = { il: 'all', page: 1 } as const;
  const trackerRequest = exportRequest.parse({ language: locale });
  const entries: DatasetEntry[] = [
    {
      id: 'recommendations',
      title: t('recommendations.title'),
      description: t('recommendations.description'),
      page: localizePath(locale, ROUTES.qerarlarinIzlenilmesi),
      downloads: both((f) => exportHref(f, locale, tracker)),
      frequency: 'UPDATE_CONT',
      facts: async () => {
        const { rows, maxDate, truncated } = await getTrackerExport(trackerRequest);
        return { rows: rows.length, modified: maxDate?.slice(0, 10) ?? null, truncated };
      },
    },
    {
      id: 'recommendation-history',
      title: t('history.title'),
      description: t('history.description'),
      page: localizePath(locale, ROUTES.qerarlarinIzlenilmesi),
      downloads: both((f) => exportHref(f, locale, tracker, 'history')),
      frequency: 'UPDATE_CONT',
      facts: async () => {
        const { rows, truncated } = await getTrackerHistoryExport(trackerRequest);
        return { rows: rows.length, modified: newest(rows.map((r) => r.since)), truncated };
      },
    },
  ];
  for (const type of FILTER_TYPES) {
    const name = routes(filterTitleKey(type));
    const query = { type, limit: DEFAULT_PAGE_SIZE };
    entries.push({
      id: `records-${type}`,
      title: name,
      description: t('records.description', { type: name }),
      page: `${localizePath(locale, ROUTES.filter)}${filterQueryString(query)}`,
      downloads: both((f) => filterDataPath(locale, query, f)),
      frequency: 'UPDATE_CONT',
      facts: async () => {
        const { rows, truncated } = await getFilterExport(locale, `type=${type}`);
        return { rows: rows.length, modified: newest(rows.map((r) => r.date)), truncated };
      },
    });
  }
  for (const kind of keysOf(ITEM_ROUTES)) {
    const list = ITEM_ROUTES[kind].list;
    entries.push({
      id: list,
      title: routes(list),
      description: t('publications.description', { list: routes(list) }),
      page: localizePath(locale, ROUTES[list]),
      downloads: both((f) => listDataPath(locale, kind, parseListQuery({}), f)),
      frequency: 'UPDATE_CONT',
      facts: async () => {
        const { rows, truncated } = await getPublicationListExport(kind, locale, {});
        return { rows: rows.length, modified: newest(rows.map((r) => r.date)), truncated };
      },
    });
  }
  for (const list of keysOf(LEGAL_CALLS)) {
    const key = LEGAL_CALLS[list];
    entries.push({
      id: list,
      title: routes(key),
      description: t('legal.description', { list: routes(key) }),
      page: localizePath(locale, ROUTES[key]),
      downloads: both((f) => pageDataPath(locale, ROUTES[key], f)),
      frequency: 'UPDATE_CONT',
      facts: async () => {
        const rows = await getLegalExport(list, locale);
        return { rows: rows.length, modified: null, truncated: false };
      },
    });
  }
  entries.push({
    id: 'page-feedback-summary',
    title: t('feedback.title'),
    description: t('feedback.description'),
    page: localizePath(locale, SUMMARY_PATH),
    downloads: both((f) => pageDataPath(locale, SUMMARY_PATH, f)),
    frequency: 'MONTHLY',
    // Read from the database, not through the summary page's cache: the catalogue keeps its
    // facts 5 minutes itself, and never makes that page's answers older.
    facts: async () => {
      const rows = await feedbackSummary(await getDb());
      return { rows: rows.length, modified: newest(rows.map((r) => r.month)), truncated: false };
    },
  });
  entries.push({
    id: 'request-figures',
    title: t('requestFigures.title'),
    description: t('requestFigures.description'),
    page: localizePath(locale, FIGURES_PATH),
    downloads: both((f) => pageDataPath(locale, FIGURES_PATH, f)),
    frequency: 'UPDATE_CONT',
    facts: async () => {
      const rows = await getRequestFigures(locale);
      return { rows: rows.length, modified: newest(rows.map((r) => r.month)), truncated: false };
    },
  });
  entries.push({
    id: 'translations',
    title: t('translations.title'),
    description: t('translations.description'),
    page: localizePath(locale, TRANSLATIONS_PATH),
    downloads: both((f) => pageDataPath(locale, TRANSLATIONS_PATH, f)),
    frequency: 'UPDATE_CONT',
    // One row per content kind; the report has no date of its own.
    facts: async () => ({
      rows: (await getTranslationRows()).length,
      modified: null,
      truncated: false,
    }),
  });
  return entries;
}
