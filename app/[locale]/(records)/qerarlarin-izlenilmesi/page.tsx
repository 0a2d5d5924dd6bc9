import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeMetadata } from '../../_shared/route-metadata';
import { PageShell } from '@/components/page/PageShell';
import { getTrackerPage } from '@/lib/core/content/tracker';
import { queryKey } from '@/lib/core/content/query-key';
import { StatusSummary } from '@/components/tracker/StatusSummary';
import { TrackerFigures } from '@/components/tracker/TrackerFigures';
import { TrackerDownloads } from '@/components/tracker/TrackerDownloads';
import { TrackerFilters } from '@/components/tracker/TrackerFilters';
import { TrackerPager } from '@/components/tracker/TrackerPager';
import { TrackerTable } from '@/components/tracker/TrackerTable';
import styles from '@/components/tracker/Tracker.module.css';
import { formatDate, isoDate } from '@/lib/core/format/date';
import { localizePath } from '@/i18n/paths';
import { ROUTES } from '@/lib/core/site/routes';
import { SubscribeForm } from '@/components/alerts/SubscribeForm';
import { trackerFollow } from '@/lib/features/alerts/watch/targets';
import { FeedLink } from '@/components/feeds/FeedLink';
import { trackerFeedPath } from '@/lib/core/content/feeds/paths';
import { trackerFollowOf } from '@/lib/core/tracker/query';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const raw = await searchParams;
  const data = await getTrackerPage(locale, queryKey(raw)); // shared with the page: a failure fails here
  const t = await getTranslations({ locale, namespace: 'Tracker' });
  const changes = await getTranslations({ locale, namespace: 'Recommendation' });
  const follow = trackerFollowOf(data.query, raw.il !== undefined);
  return routeMetadata(locale, 'qerarlarinIzlenilmesi', {
    description: t('intro'),
    feed: { path: trackerFeedPath(locale, follow), title: changes('changes') },
  });
}

/**
 * The recommendations tracker: filters, the figures and counts by status,
 * open-data downloads, and a 13-row table with pages. All its state is in the URL.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = await searchParams;
  const data = await getTrackerPage(locale, queryKey(raw));
  const follow = trackerFollowOf(data.query, raw.il !== undefined);
  const t = await getTranslations('Tracker');
  const changes = await getTranslations('Recommendation');
  const tRoutes = await getTranslations('Routes');
  const base = localizePath(locale, ROUTES.qerarlarinIzlenilmesi);
  return (
    <PageShell title={tRoutes('qerarlarinIzlenilmesi')}>
      <p className={styles.intro}>{t('intro')}</p>
      <TrackerFilters action={base} data={data} />
      {/* Announced when the filters or the page change the results in place. */}
      <p role="status" className="visually-hidden">
        {data.rows.length
          ? t('table', { page: data.query.page, count: data.pageCount })
          : t('empty')}
      </p>
      {data.maxDate && (
        <p className={styles.asOf} data-max-date={isoDate(data.maxDate)}>
          {t('asOf', { date: formatDate(data.maxDate) })}
        </p>
      )}
      <TrackerFigures data={data} />
      <StatusSummary data={data} />
      <TrackerDownloads locale={locale} query={data.query} />
      <TrackerTable data={data} />
      <TrackerPager base={base} query={data.query} pageCount={data.pageCount} />
      <FeedLink href={trackerFeedPath(locale, follow)} />
      <SubscribeForm target={trackerFollow(follow)} intro={changes('watchTracker')} />
    </PageShell>
  );
}
