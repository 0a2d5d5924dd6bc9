import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DataLinks } from '@/components/feeds/DataLinks';
import { FeedbackSummary } from '@/components/page-feedback/FeedbackSummary';
import { PageShell } from '@/components/page/PageShell';
import { pageLocale } from '@/i18n/page-locale';
import { getFeedbackSummary } from '@/lib/features/page-feedback/summary';
import { pageDataPath } from '@/lib/core/content/feeds/paths';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { SUMMARY_PATH } from '@/lib/core/site/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PageFeedbackSummary' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: SUMMARY_PATH,
    title: t('title'),
    description: t('description'),
    siteName: meta('siteName'),
  });
}

/** Səhifə rəyləri: the share of "yes" per month and page kind (docs/page-feedback.md). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('PageFeedbackSummary');
  return (
    <PageShell title={t('title')}>
      <FeedbackSummary locale={locale} rows={await getFeedbackSummary()} />
      <DataLinks href={(format) => pageDataPath(locale, SUMMARY_PATH, format)} />
    </PageShell>
  );
}
