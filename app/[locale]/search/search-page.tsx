import { after } from 'next/server';
import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/alerts/SubscribeForm';
import { PageShell } from '@/components/page/PageShell';
import { parseTarget } from '@/lib/features/alerts/watch/targets';
import { getSearchPage } from '@/lib/core/content/search';
import { recordZeroResult } from '@/lib/features/zero-results/record';
import { localizePath } from '@/i18n/paths';
import { parseSearchQuery, parseSearchScope } from '@/lib/core/site/search-query';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { ROUTES } from '@/lib/core/site/routes';
import controls from '@/components/form-controls/Controls.module.css';
import styles from '@/components/search/Search.module.css';
import { SearchBody } from './search-body';

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

/**
 * Keyword search (/search?query=…[&type=…&page=…][&exact=1]): hits grouped by
 * kind, matched words marked, narrowed to one kind and paged; never indexed.
 */
export async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = await searchParams;
  const query = parseSearchQuery(raw.query);
  const scope = parseSearchScope(raw);
  const data = query
    ? await getSearchPage(locale, query, scope.type, scope.page, scope.exact)
    : null;
  // A search readers miss is counted after the page is sent (lib/features/zero-results).
  if (query && data?.missed) after(() => recordZeroResult(query, locale));
  // New items matching the words can be followed by e-mail (docs/alerts.md), found or not yet.
  const alerts = query ? parseTarget('search', new URLSearchParams({ query }).toString()) : null;
  const t = await getTranslations('SearchPage');
  const routes = await getTranslations('Routes');
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
        {/* New words keep the chosen type, from its first page (as the archive filter's form does). */}
        {scope.type && <input type="hidden" name="type" value={scope.type} />}
        <button type="submit" className={controls.submit}>
          {t('submit')}
        </button>
      </form>
      {!query && (
        <p role="status" className={styles.message}>
          {t('empty')}
        </p>
      )}
      {data && <SearchBody locale={locale} query={query} scope={scope} data={data} />}
      {alerts && <SubscribeForm target={alerts} />}
    </PageShell>
  );
}
