import { pageLocale } from '@/i18n/page-locale';
import { StaticPage, staticPageMetadata } from '@/app/[locale]/_shared/static-page';

type Props = { params: Promise<{ locale: string; short_title: string }> };

export async function generateMetadata({ params }: Props) {
  const { short_title } = await params;
  return staticPageMetadata(await pageLocale(params), short_title, `/page/${short_title}`);
}

export default async function Page({ params }: Props) {
  const { short_title } = await params;
  return <StaticPage locale={await pageLocale(params)} shortTitle={short_title} />;
}
