import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/alerts/SubscribeForm';
import { PageShell } from '@/components/page/PageShell';
import { parseTarget } from '@/lib/watch/targets';
import { getSearchResults } from '@/lib/content/search';
import { localizePath } from '@/i18n/paths';
import { parseSearchQuery, SEARCH_GROUP_LIMIT } from '@/lib/search/query';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES } from '@/lib/site/routes';
import { SearchResults, type GroupTexts } from '@/components/search/SearchResults';
import { SEARCH_GROUPS, searchGroupKind } from '@/lib/contract/kinds';
import controls from '@/components/form-controls/Controls.module.css';
import styles from '@/components/search/Search.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  return pageMetadata({
    locale,
    path: ROUTES.search,
    title: routes('search'),
    description: t('description'),
    siteName: meta('siteName'),
    noindex: true,
  });
}

/** Keyword search (/search?query=…): hits grouped by kind, matched words marked; never indexed. */
export async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = parseSearchQuery((await searchParams).query);
  const results = query ? await getSearchResults(locale, query) : null;
  // New items matching the words can be followed by e-mail (docs/alerts.md), found or not yet.
  const alerts = query ? parseTarget('search', new URLSearchParams({ query }).toString()) : null;
  const found = results !== null && SEARCH_GROUPS.some((field) => results[field].length > 0);
  const t = await getTranslations('SearchPage');
  const routes = await getTranslations('Routes');
  // Cast: Object.fromEntries over SEARCH_GROUPS, which lists every group once.
  const texts = Object.fromEntries(
    SEARCH_GROUPS.map((field) => {
      const route = searchGroupKind(field);
      const count = results?.[field].length ?? 0;
      return [
        field,
        {
          heading: t(`groups.${field}`),
          type: route ? routes(route) : t('recordType'),
          count: t(count >= SEARCH_GROUP_LIMIT ? 'countFirst' : 'count', { count }),
        },
      ];
    }),
  ) as GroupTexts;
  return (
    <PageShell title={routes('search')}>
      <form
        action={localizePath(locale, ROUTES.search)}
        method="get"
        className={`${controls.row} ${styles.form}`}
      >
        <div className={controls.field}>
          <label htmlFor="search-query">{t('label')}</label>
          <input
            id="search-query"
            type="search"
            name="query"
            defaultValue={query}
            maxLength={200}
            className={controls.input}
          />
        </div>
        <button type="submit" className={controls.submit}>
          {t('submit')}
        </button>
      </form>
      {!query && (
        <p role="status" className={styles.message}>
          {t('empty')}
        </p>
      )}
      {query && !found && (
        <p role="status" className={styles.message}>
          {t('nothing')}
        </p>
      )}
      {query && results?.suggestion && (
        <p className={styles.message}>
          {t.rich('didYouMean', {
            suggestion: results.suggestion,
            link: (text) => (
              <a
                href={`${localizePath(locale, ROUTES.search)}?${new URLSearchParams({ query: results.suggestion! })}`}
              >
                {text}
              </a>
            ),
          })}
        </p>
      )}
      {found && (
        <>
          <p role="status">{t('summary', { query })}</p>
          <SearchResults results={results} query={query} locale={locale} texts={texts} />
        </>
      )}
      {alerts && <SubscribeForm target={alerts} />}
    </PageShell>
  );
}
