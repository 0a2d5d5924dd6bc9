import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/alerts/SubscribeForm';
import { DataLinks } from '@/components/feeds/DataLinks';
import { FeedLink } from '@/components/feeds/FeedLink';
import { parseTarget } from '@/lib/features/alerts/watch/targets';
import { PageShell } from '@/components/page/PageShell';
import { getFilterPage } from '@/lib/core/content/filter';
import { queryKey } from '@/lib/core/content/query-key';
import { filterDataPath, filterFeedPath } from '@/lib/core/content/feeds/paths';
import {
  CHOICE_FIELDS,
  filterQueryString,
  filterTitleKey,
  parseFilterQuery,
} from '@/lib/core/filter/query';
import { localizePath } from '@/i18n/paths';
import { nextWindow, windowParams } from '@/lib/core/site/list-window';
import { calls } from '@/lib/core/contract/calls';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { ROUTES } from '@/lib/core/site/routes';
import { FilterForm } from '@/components/filter/FilterForm';
import { FilterGroups } from '@/components/filter/FilterGroups';
import { FilterPanel } from '@/components/filter/FilterPanel';
import { FilterResults } from '@/components/filter/FilterResults.client';
import { ResultListPart } from '@/components/filter/ResultList';
import styles from '@/components/filter/Filter.module.css';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const query = parseFilterQuery(await searchParams);
  const feeds = await getTranslations({ locale, namespace: 'Feeds' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const t = await getTranslations({ locale, namespace: 'Filter' });
  const title = routes(filterTitleKey(query.type));
  return pageMetadata({
    locale,
    path: ROUTES.filter,
    title,
    description: t('description'),
    siteName: meta('siteName'),
    feed: {
      path: filterFeedPath(locale, query),
      title: feeds('title', { title }),
    },
  });
}

/**
 * The archive filter (/filter): groups of plain links and a GET form, all
 * state in the query string; the server renders the results of the state and
 * the client adds Load more in place.
 */
export async function FilterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { groups, query, window, input, records, total } = await getFilterPage(
    locale,
    queryKey(await searchParams),
  );
  const t = await getTranslations('Filter');
  const routes = await getTranslations('Routes');
  const record = await getTranslations('Record');
  const cards = await getTranslations('Cards');
  const labels = { badges: record('badges'), inOtherLanguage: cards('inOtherLanguage') };
  const basePath = localizePath(locale, ROUTES.filter);
  const state = filterQueryString(query);
  const next = new URLSearchParams(state.slice(1));
  for (const [k, v] of Object.entries(windowParams(nextWindow(window, query.limit), query.limit)))
    next.set(k, v);
  const target = parseTarget('filter', state);
  const titles = Object.fromEntries(groups.map((g) => [g.field, t(`groups.${g.field}`)]));
  const chosen = CHOICE_FIELDS.filter((field) => query[field] !== undefined).length;
  return (
    <PageShell title={routes(filterTitleKey(query.type))}>
      <FeedLink href={filterFeedPath(locale, query)} />
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={t('label')}>
          <FilterForm
            key={state}
            query={query}
            basePath={basePath}
            labels={{ search: t('search'), submit: t('submit') }}
          />
          <FilterPanel
            limit={query.limit}
            labels={{
              panel: t('panel'),
              chosen: t('chosen', { count: chosen }),
              pageSize: t('pageSize'),
              apply: t('apply'),
            }}
          >
            <FilterGroups groups={groups} query={query} basePath={basePath} titles={titles} />
          </FilterPanel>
        </aside>
        <section className={styles.main} aria-labelledby="filter-results">
          {total ? (
            <h2 id="filter-results" className={styles.count}>
              {t('count', { count: total })}
            </h2>
          ) : (
            <h2 id="filter-results" className="visually-hidden">
              {t('results')}
            </h2>
          )}
          {records.length ? (
            <FilterResults
              path={calls.dercler.path}
              key={state}
              locale={locale}
              input={input}
              shown={records.length}
              from={window.from}
              pageSize={query.limit}
              initialDone={records.length < window.count}
              nextHref={`${basePath}?${next.toString()}`}
              labels={labels}
            >
              <ResultListPart
                records={records}
                locale={locale}
                labels={labels}
                label={t('results')}
              />
            </FilterResults>
          ) : (
            <p className={styles.empty}>{cards('noData')}</p>
          )}
          <DataLinks href={(format) => filterDataPath(locale, query, format)} />
        </section>
      </div>
      {target ? <SubscribeForm target={target} /> : null}
    </PageShell>
  );
}
