import { pageLocale } from '@/i18n/page-locale';
import { SurveyPage } from './survey-page';
import { fixedRouteMetadata } from '../../_shared/route-metadata';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fixedRouteMetadata('sorgu');

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <SurveyPage locale={locale} />;
}
