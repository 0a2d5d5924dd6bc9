import { getTranslations } from 'next-intl/server';
import { EXTERNAL_LINKS, logoPath } from '@/lib/core/site/home-links';
import { LogoLink } from './LogoLink';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Home.module.css';

/**
 * The seven external links as tiles, all in view: the spec's logo carousel, static
 * (docs/design.md, "Home page"): one row of tiles from 768 px, a list of rows on phones.
 */
export async function UsefulLinks() {
  const t = await getTranslations('HomePage');
  return (
    <StaticPart
      as="section"
      staticPart="home-links"
      className={styles.section}
      aria-labelledby="home-links"
    >
      <h2 id="home-links" className={styles.heading}>
        {t('links')}
      </h2>
      <ul role="list" className={`grid-columns ${styles.logos} ${styles.links}`}>
        {EXTERNAL_LINKS.map((l) => (
          <li key={l.key}>
            <LogoLink href={l.href} src={logoPath('links', l.key)} name={t(`link.${l.key}`)} />
          </li>
        ))}
      </ul>
    </StaticPart>
  );
}
