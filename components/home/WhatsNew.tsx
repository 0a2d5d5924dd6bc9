import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Slider } from '@/components/slider/Slider.client';
import type { Locale } from '@/i18n/routing';
import type { HomeData } from '@/lib/content/home';
import { excerptHtml } from '@/lib/format/excerpt';
import { formatDate, isoDate } from '@/lib/format/date';
import { localizePath } from '@/i18n/paths';
import { isOptimizable } from '@/lib/media/media-url';
import { imageUrl, mediaBase } from '@/lib/media/url';
import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import { getSliderLabels } from '@/components/slider/labels';
import styles from './Home.module.css';

const KINDS = [
  { key: 'cixis', folder: 'cixislar' },
  { key: 'musahibe', folder: 'musahibeler' },
  { key: 'elan', folder: 'elanlar' },
] as const;

/** "What's new": the latest speech, interview and announcement; a kind whose call failed is left out. */
export async function WhatsNew({ data, locale }: { data: HomeData; locale: Locale }) {
  const t = await getTranslations('HomePage');
  const present = KINDS.flatMap((k) => {
    const item = data.whatsNew[k.key];
    return item ? [{ ...k, item }] : [];
  });
  if (!present.length) return null;
  return (
    // A plain block: the slider inside is the region with this name (one landmark, not two).
    <div className={styles.section}>
      <h2 id="home-whats-new" className={styles.heading}>
        {t('whatsNew')}
      </h2>
      <Slider
        label={t('whatsNew')}
        intervalMs={5000}
        labels={await getSliderLabels()}
        slides={present.map(({ key, folder, item }) => {
          const photo = imageUrl(folder, item.photo);
          return (
            <article key={key} className={styles.news} data-kind={key}>
              {photo && (
                <Photo
                  src={photo}
                  width={800}
                  height={450}
                  sizes={PHOTO_SIZES.aside}
                  optimize={isOptimizable(mediaBase(), photo)}
                  className={styles.newsPhoto}
                />
              )}
              <div>
                <p className={styles.kind}>{t(`kinds.${key}`)}</p>
                <h3 className={styles.newsTitle}>
                  <Link href={localizePath(locale, `/${key}/${item.id}`)}>{item.title}</Link>
                </h3>
                <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time>
                <p>{excerptHtml(item.text, 40)}</p>
              </div>
            </article>
          );
        })}
      />
    </div>
  );
}
