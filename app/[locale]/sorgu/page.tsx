import { pageLocale } from '@/i18n/page-locale';
import { SurveyPage } from '@/components/forms/SurveyPage';
import { routeMetadata } from '@/components/page/route-metadata';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = routeMetadata('sorgu');

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <SurveyPage locale={locale} />;
}
