import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AccessibilityStatement } from '@/components/accessibility/AccessibilityStatement';
import { routeMetadata } from '../_shared/route-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return routeMetadata(locale, 'elcatanliq', { description: t('description') });
}

/** The accessibility statement (docs/reading.md), worded from the last measured audit. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <AccessibilityStatement />;
}
