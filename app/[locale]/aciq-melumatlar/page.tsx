import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { catalogueDocumentPath } from '@/app/open-data/_catalogue/paths';
import { absoluteUrl } from '@/lib/features/seo/metadata';
import { routeMetadata } from '../_shared/route-metadata';
import { CataloguePage } from './catalogue-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  const meta = await routeMetadata(locale, 'aciqMelumatlar', { description: t('description') });
  // The same catalogue for machines (DCAT-AP 3), named in the head.
  const dcat = { url: absoluteUrl(catalogueDocumentPath(locale)), title: 'DCAT-AP 3' };
  return { ...meta, alternates: { ...meta.alternates, types: { 'application/ld+json': [dcat] } } };
}

/** Açıq məlumatlar: every dataset the site publishes (docs/open-data.md, "The dataset catalogue"). */
export default async function Page({ params }: Props) {
  return <CataloguePage locale={await pageLocale(params)} />;
}
