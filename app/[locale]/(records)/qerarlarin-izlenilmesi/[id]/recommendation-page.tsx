import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { localizePath } from '@/i18n/paths';
import { SubscribeForm } from '@/components/alerts/SubscribeForm';
import { FeedLink } from '@/components/feeds/FeedLink';
import { PageShell } from '@/components/page/PageShell';
import styles from '@/components/tracker/Tracker.module.css';
import { queryKey } from '@/lib/core/content/query-key';
import { getRecommendation, getTrackerQuery } from '@/lib/core/content/tracker';
import { recommendationOnlyIn } from '@/lib/core/content/translation';
import { formatDate, isoDate } from '@/lib/core/format/date';
import { recommendationFollow } from '@/lib/features/alerts/watch/targets';
import { recommendationFeedPath } from '@/lib/core/content/feeds/paths';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { ROUTES } from '@/lib/core/site/routes';
import { trackerSearch } from '@/lib/core/tracker/query';
import { monthsBetween } from '@/lib/core/tracker/age';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Query> };

export async function recommendationMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const row = await getRecommendation(locale, id);
  if (!row) notFound();
  const t = await getTranslations({ locale, namespace: 'Recommendation' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: `${ROUTES.qerarlarinIzlenilmesi}/${row.id}`,
    title: row.movzu,
    description: t('description', {
      institution: row.qurum_name,
      topic: row.movzu,
      status: row.status_name,
    }),
    siteName: meta('siteName'),
    feed: { path: recommendationFeedPath(locale, row.id), title: t('changes') },
    onlyIn: await recommendationOnlyIn(String(row.id)),
  });
}

/**
 * One recommendation (issue 39): its topic, institution, type and year, the audit record it
 * came from where the data knows it, its status as the tracker's tag, its text, and every
 * status it has had with the day it entered it, newest first, with the time since it was
 * made. The tracker's filters come along in the address, so the way back returns to the
 * same list.
 */
export async function RecommendationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const row = await getRecommendation(locale, id);
  if (!row) notFound();
  const query = await getTrackerQuery(locale, queryKey(await searchParams));
  const back = localizePath(locale, ROUTES.qerarlarinIzlenilmesi) + trackerSearch(query);
  const t = await getTranslations('Recommendation');
  const tracker = await getTranslations('Tracker');
  const routes = await getTranslations('Routes');
  const first = row.history.at(-1);
  // Over an upstream the dates are the days the site saw each status (docs/tracker.md).
  const observed = row.history_observed;
  const months = first ? monthsBetween(first.since, new Date()) : null;
  return (
    <PageShell
      title={row.movzu}
      lang={row.language}
      onlyIn={await recommendationOnlyIn(String(row.id))}
      trail={[{ label: routes('qerarlarinIzlenilmesi'), href: back }]}
    >
      <p className={styles.recommendationStatus}>
        <span className="visually-hidden">{tracker('status')}: </span>
        <strong className={styles.tag} data-tone={row.tone}>
          {row.status_name}
        </strong>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{tracker('institution')}</dt>
          <dd>{row.qurum_name}</dd>
        </div>
        <div>
          <dt>{tracker('type')}</dt>
          <dd>{row.nov_name}</dd>
        </div>
        {row.il ? (
          <div>
            <dt>{tracker('year')}</dt>
            <dd>{row.il}</dd>
          </div>
        ) : null}
        {row.derc ? (
          <div>
            <dt>{t('record')}</dt>
            <dd>
              <Link
                href={localizePath(locale, `/${row.derc.type_short_title}/${row.derc.id}`)}
                lang={
                  row.derc.language && row.derc.language !== locale ? row.derc.language : undefined
                }
              >
                {row.derc.title}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="recommendation-text" className={styles.recommendationPart}>
        <h2 id="recommendation-text">{t('text')}</h2>
        <p lang={row.language !== locale ? row.language : undefined}>{row.metn}</p>
      </section>
      <section aria-labelledby="recommendation-history" className={styles.recommendationPart}>
        <h2 id="recommendation-history">{t('history')}</h2>
        {row.history.length ? (
          <ol className={styles.history}>
            {row.history.map((step, i) => (
              <li key={`${step.since}-${i}`} id={step.id ? `status-${step.id}` : undefined}>
                <strong className={styles.tag} data-tone={step.tone}>
                  {step.status_name}
                </strong>{' '}
                <time dateTime={isoDate(step.since)}>
                  {t(observed ? 'observedSince' : 'since', { date: formatDate(step.since) })}
                </time>
                {i === 0 ? <span className="visually-hidden"> ({t('current')})</span> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('observed')}</p>
        )}
        {observed && first ? <p>{t('observedNote', { date: formatDate(first.since) })}</p> : null}
        {!observed && months !== null ? (
          <p>{t('age', { years: Math.floor(months / 12), months: months % 12 })}</p>
        ) : null}
      </section>
      <FeedLink href={recommendationFeedPath(locale, row.id)} />
      <SubscribeForm target={recommendationFollow(row.id)} intro={t('watchIntro')} />
      <p>
        <Link href={back}>{t('back')}</Link>
      </p>
    </PageShell>
  );
}
