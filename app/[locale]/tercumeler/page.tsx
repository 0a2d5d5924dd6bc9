import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DataLinks } from '@/components/feeds/DataLinks';
import { PageShell } from '@/components/page/PageShell';
import { TranslationReport } from '@/components/translations/TranslationReport';
import { pageLocale } from '@/i18n/page-locale';
import { getTranslationRows } from '@/lib/core/content/translation';
import { pageDataPath } from '@/lib/core/content/feeds/paths';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { SourceError } from '@/lib/core/content/source';
import { TRANSLATIONS_PATH } from '@/lib/core/site/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Translations' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: TRANSLATIONS_PATH,
    title: t('title'),
    description: t('description'),
    siteName: meta('siteName'),
  });
}

/** The rows, or null when the source cannot be read now (the page says so). */
async function rows() {
  try {
    return await getTranslationRows();
  } catch (e) {
    if (e instanceof SourceError) return null;
    throw e;
  }
}

/** Tərcümə hesabatı: how much of each kind exists in both languages (docs/languages.md). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Translations');
  return (
    <PageShell title={t('title')}>
      <TranslationReport locale={locale} rows={await rows()} />
      <DataLinks href={(format) => pageDataPath(locale, TRANSLATIONS_PATH, format)} />
    </PageShell>
  );
}
