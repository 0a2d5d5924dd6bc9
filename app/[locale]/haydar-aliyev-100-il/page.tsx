import { pageLocale } from '@/i18n/page-locale';
import { StaticPage, staticPageMetadata } from '@/components/page/StaticPage';
import { HAYDAR_ALIYEV_PAGE, ROUTES } from '@/lib/site/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return staticPageMetadata(await pageLocale(params), HAYDAR_ALIYEV_PAGE, ROUTES.haydarAliyev);
}

export default async function Page({ params }: Props) {
  return <StaticPage locale={await pageLocale(params)} shortTitle={HAYDAR_ALIYEV_PAGE} />;
}
