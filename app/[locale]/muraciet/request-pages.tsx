import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { LookupForm } from '@/components/requests/LookupForm';
import { RequestStatus } from '@/components/requests/RequestStatus';
import { pageLocale } from '@/i18n/page-locale';
import { REQUEST_PAGE } from '@/lib/features/requests/paths';
import { LOOKUP_CODES } from '@/lib/features/requests/lookup';
import { requestsEnv } from '@/lib/features/requests/env';
import { rateWindowMinutes } from '@/lib/core/forms/env';
import { statusView } from '@/lib/features/requests/status-view';
import { pageMetadata } from '@/lib/features/seo/metadata';
import alerts from '@/components/alerts/Alerts.module.css';

type Search = Record<string, string | string[] | undefined>;
type Props = {
  params: Promise<{ locale: string; reference?: string }>;
  searchParams: Promise<Search>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The head of the lookup and status pages: never indexed (their links carry tokens). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'RequestLookup' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: REQUEST_PAGE,
    title: t('title'),
    description: t('intro'),
    siteName: meta('siteName'),
    noindex: true,
  });
}

/** The lookup form, with the outcome of its last post (by code, never text from the address). */
export async function LookupPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const q = await searchParams;
  const t = await getTranslations('RequestLookup');
  const sent = one(q.r) === 'sent';
  const error = LOOKUP_CODES.find((c) => c !== 'sent' && c === one(q.e));
  const vars = { days: requestsEnv().REQUESTS_LINK_DAYS, minutes: rateWindowMinutes() };
  return (
    <PageShell title={t('title')}>
      {sent ? (
        <p role="status" className={alerts.message}>
          {t('sent', vars)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={alerts.error}>
          {t(error, vars)}
        </p>
      ) : null}
      <LookupForm />
    </PageShell>
  );
}

/** A request's status page, opened by its signed link; any other link gets the lookup form. */
export async function StatusPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { reference = '' } = await params;
  const token = one((await searchParams).t);
  const t = await getTranslations('RequestStatus');
  const view = await statusView(reference, token, locale);
  if (!view)
    return (
      <PageShell title={t('invalidTitle')}>
        <p role="alert" className={alerts.error}>
          {t('invalid')}
        </p>
        <LookupForm />
      </PageShell>
    );
  return (
    <PageShell title={t('title', { reference: view.reference })}>
      <RequestStatus view={view} />
    </PageShell>
  );
}
