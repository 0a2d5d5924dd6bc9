import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SurveyPage } from '@/components/forms/SurveyPage';
import { routeMetadata } from '@/components/page/route-metadata';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = routeMetadata('sorgu');

export default async function Page({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SurveyPage locale={locale} />;
}
