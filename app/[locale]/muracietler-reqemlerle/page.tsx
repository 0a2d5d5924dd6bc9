import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DataLinks } from '@/components/feeds/DataLinks';
import { PageShell } from '@/components/page/PageShell';
import { RequestFigures } from '@/components/requests/RequestFigures';
import { pageLocale } from '@/i18n/page-locale';
import { pageDataPath } from '@/lib/core/content/feeds/paths';
import { getRequestFigures } from '@/lib/features/requests/figures-view';
import { FIGURES_PATH } from '@/lib/core/site/routes';
import { pageMetadata } from '@/lib/features/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// Read from the site's own database at request time (cached for minutes), never at build time.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'RequestFigures' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: FIGURES_PATH,
    title: t('title'),
    description: t('intro'),
    siteName: meta('siteName'),
  });
}

/** Müraciətlər rəqəmlərlə: requests received and answered, per month, institution and type. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('RequestFigures');
  return (
    <PageShell title={t('title')}>
      <p>{t('intro')}</p>
      <RequestFigures rows={await getRequestFigures(locale)} />
      <DataLinks href={(format) => pageDataPath(locale, FIGURES_PATH, format)} />
    </PageShell>
  );
}
