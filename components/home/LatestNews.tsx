import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/cards/Card';
import { CardGrid } from '@/components/cards/CardGrid';
import type { Locale } from '@/i18n/routing';
import type { HomeData } from '@/lib/core/content/home';
import { localizePath } from '@/i18n/paths';
import { mediaBase } from '@/lib/core/format/media/url';
import { publicationCard } from '@/lib/core/publications/card';
import { ROUTES } from '@/lib/core/site/routes';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Home.module.css';

/** The grid of the 12 latest news with a link to all news; headline rows on phones. */
export async function LatestNews({ data, locale }: { data: HomeData; locale: Locale }) {
  const home = await getTranslations('Home');
  const t = await getTranslations('HomePage');
  const cards = await getTranslations('Cards');
  const context = {
    kind: 'xeber',
    locale,
    mediaBase: mediaBase(),
    moreLabel: cards('more'),
    langLabel: cards('inOtherLanguage'),
  } as const;
  return (
    <StaticPart
      as="section"
      staticPart="home-news"
      className={styles.section}
      aria-labelledby="home-news"
    >
      <h2 id="home-news" className={styles.heading}>
        {home('latestNews')}
      </h2>
      <CardGrid label={home('latestNews')}>
        {data.news.map((n) => (
          <Card key={n.id} {...publicationCard(n, context)} compact />
        ))}
      </CardGrid>
      <p className={styles.more}>
        <Link href={localizePath(locale, ROUTES.xeberler)}>{t('allNews')}</Link>
      </p>
    </StaticPart>
  );
}
