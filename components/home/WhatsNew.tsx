import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/cards/Card';
import { CardGrid } from '@/components/cards/CardGrid';
import type { Locale } from '@/i18n/routing';
import type { HomeData } from '@/lib/core/content/home';
import { mediaBase } from '@/lib/core/format/media/url';
import { publicationCard } from '@/lib/core/publications/card';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Home.module.css';

const KINDS = ['cixis', 'musahibe', 'elan'] as const;

/**
 * "What's new": the latest speech, interview and announcement as three cards in a row, each with
 * its kind as a tag (the spec's slider, made static: docs/design.md, "Home page"); a kind whose
 * call failed is left out.
 */
export async function WhatsNew({ data, locale }: { data: HomeData; locale: Locale }) {
  const t = await getTranslations('HomePage');
  const cards = await getTranslations('Cards');
  const present = KINDS.flatMap((kind) => {
    const item = data.whatsNew[kind];
    return item ? [{ kind, item }] : [];
  });
  if (!present.length) return null;
  const base = {
    locale,
    mediaBase: mediaBase(),
    moreLabel: cards('more'),
    langLabel: cards('inOtherLanguage'),
  };
  return (
    <StaticPart
      as="section"
      staticPart="home-whats-new"
      className={styles.section}
      aria-labelledby="home-whats-new"
    >
      <h2 id="home-whats-new" className={styles.heading}>
        {t('whatsNew')}
      </h2>
      <CardGrid label={t('whatsNew')}>
        {present.map(({ kind, item }) => (
          <Card
            key={kind}
            {...publicationCard(item, { ...base, kind })}
            badges={[t(`kinds.${kind}`)]}

            compact
          />
        ))}
      </CardGrid>
    </StaticPart>
  );
}
