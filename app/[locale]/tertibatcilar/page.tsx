import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { routeMetadata } from '../_shared/route-metadata';
import { DeveloperPage } from './developer-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Developers' });
  return routeMetadata(locale, 'tertibatcilar', { description: t('description') });
}

/** The API for developers (docs/open-data.md): how to call it, examples, every call's fields. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <DeveloperPage />;
}
