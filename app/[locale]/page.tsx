import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutSection } from '@/components/home/AboutSection';
import { BannerRow } from '@/components/home/BannerRow';
import { HomeIntro } from '@/components/home/HomeIntro';
import { HomeSlider } from '@/components/home/HomeSlider';
import { LatestNews } from '@/components/home/LatestNews';
import { UsefulLinks } from '@/components/home/UsefulLinks';
import { WhatsNew } from '@/components/home/WhatsNew';
import { JsonLd } from '@/components/seo/JsonLd';
import { getHomeSections } from '@/lib/core/content/home';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { homeJsonLd } from '@/lib/features/seo/organization';

type Props = { params: Promise<{ locale: Locale }> };

// The home page's title is the layout's default: the institution's name.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  await getHomeSections(locale); // shared with the page: a failing source fails here, before anything is sent
  return pageMetadata({
    locale,
    path: '/',
    description: t('description'),
    siteName: t('siteName'),
  });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const data = await getHomeSections(locale);
  return (
    <div className="container">
      <JsonLd data={await homeJsonLd(locale)} />
      <HomeIntro locale={locale} />
      <HomeSlider data={data} locale={locale} />
      <BannerRow locale={locale} />
      <LatestNews data={data} locale={locale} />
      <WhatsNew data={data} locale={locale} />
      <AboutSection locale={locale} />
      <UsefulLinks />
    </div>
  );
}
