import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSource, SourceError } from '@/lib/source';

// Content is read at request time; the shell issue adds caching by tag.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

// The home page's title is the layout's default: the institution's name.

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  let news: Array<{ id: number; title: string; date: string }> = [];
  let error: string | null = null;
  try {
    ({ xeberler: news } = await getSource().call('xeberler', { language: locale, limit: 12 }));
  } catch (e) {
    if (!(e instanceof SourceError)) throw e;
    error = e.message;
  }
  return (
    <main>
      <h1>{t('title')}</h1>
      <h2>{t('latestNews')}</h2>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <ul>
          {news.map((item) => (
            <li key={item.id}>
              <time dateTime={item.date}>{item.date}</time> {item.title}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
