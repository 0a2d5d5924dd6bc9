import { pageLocale } from '@/i18n/page-locale';
import { RequestPage } from './request-page';
import { fixedRouteMetadata } from '../../_shared/route-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = fixedRouteMetadata('sorguVeMuracietler');

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return (
    <RequestPage locale={locale} nov={typeof query.nov === 'string' ? query.nov : undefined} />
  );
}
