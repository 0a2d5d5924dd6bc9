import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { cache } from 'react';
import { read } from '@/lib/content/cache';

type Props = { params: Promise<{ locale: Locale }> };

const latestNews = cache(
  async (locale: Locale) => (await read('xeberler', { language: locale, limit: 12 })).xeberler,
);

// The home page's title is the layout's default: the institution's name.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  await latestNews(locale); // shared with the page: a failing source fails here, before anything is sent
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
  const t = await getTranslations('Home');
  const news = await latestNews(locale);
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <h2>{t('latestNews')}</h2>
      <ul>
        {news.map((item) => (
          <li key={item.id}>
            <time dateTime={item.date}>{item.date}</time> {item.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
