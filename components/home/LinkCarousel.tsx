import { getTranslations } from 'next-intl/server';
import { Slider } from '@/components/slider/Slider.client';
import { EXTERNAL_LINKS, logoPath } from '@/lib/site/home-links';
import { getSliderLabels } from '@/components/slider/labels';
import { LogoLink } from './LogoLink';
import styles from './Home.module.css';

/** The external-link logos: 3 s autoplay, 2 visible on phones and 5 from 768 px (docs/contract.md §2). */
export async function LinkCarousel() {
  const t = await getTranslations('HomePage');
  return (
    // A plain block: the slider inside is the region with this name (one landmark, not two).
    <div className={styles.section}>
      <h2 id="home-links" className={styles.heading}>
        {t('links')}
      </h2>
      <div className={styles.linkStrip}>
        <Slider
          label={t('links')}
          intervalMs={3000}
          perView={{ base: 2, md: 5 }}
          labels={await getSliderLabels()}
          slides={EXTERNAL_LINKS.map((l) => (
            <LogoLink
              key={l.key}
              href={l.href}
              src={logoPath('links', l.key)}
              name={t(`link.${l.key}`)}
            />
          ))}
        />
      </div>
    </div>
  );
}
