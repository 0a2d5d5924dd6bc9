import type { Locale } from '@/i18n/routing';
import { StaticPage, staticPageMetadata } from '@/components/page/StaticPage';

type Props = { params: Promise<{ locale: string; short_title: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, short_title } = await params;
  return staticPageMetadata(locale as Locale, short_title, `/page/${short_title}`);
}

export default async function Page({ params }: Props) {
  const { locale, short_title } = await params;
  return <StaticPage locale={locale as Locale} shortTitle={short_title} />;
}
