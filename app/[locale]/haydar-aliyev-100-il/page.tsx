import type { Locale } from '@/i18n/routing';
import { StaticPage, staticPageMetadata } from '@/components/page/StaticPage';
import { HAYDAR_ALIYEV_PAGE, ROUTES } from '@/lib/site/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, HAYDAR_ALIYEV_PAGE, ROUTES.haydarAliyev);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  return <StaticPage locale={locale as Locale} shortTitle={HAYDAR_ALIYEV_PAGE} />;
}
