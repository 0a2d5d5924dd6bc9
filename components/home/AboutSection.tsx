import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { PARTNERS, logoPath } from '@/lib/core/site/home-links';
import { LogoLink } from './LogoLink';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Home.module.css';

/** The about text with links to the about and strategy pages, and the international partners. */
export async function AboutSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomePage');
  return (
    <StaticPart as="div" staticPart="home-about" className={styles.about}>
      <section aria-labelledby="home-about">
        <h2 id="home-about" className={styles.heading}>
          {t('aboutTitle')}
        </h2>
        <p>{t('aboutText')}</p>
        <p className={styles.aboutLinks}>
          <Link href={localizePath(locale, '/page/struktur')}>{t('aboutMore')}</Link>
          <Link href={localizePath(locale, '/page/strategiya')}>{t('strategy')}</Link>
        </p>
      </section>
      <section aria-labelledby="home-partners">
        <h2 id="home-partners" className={styles.heading}>
          {t('partners')}
        </h2>
        <ul role="list" className={`grid-columns ${styles.logos}`}>
          {PARTNERS.map((p) => (
            <li key={p.key}>
              <LogoLink
                href={p.href}
                src={logoPath('partners', p.key)}
                name={t(`partner.${p.key}`)}
              />
            </li>
          ))}
        </ul>
      </section>
    </StaticPart>
  );
}
