import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Slider } from '@/components/slider/Slider.client';
import type { Locale } from '@/i18n/routing';
import type { HomeData } from '@/lib/core/content/home';
import { formatDate, isoDate } from '@/lib/core/format/date';
import { localizePath } from '@/i18n/paths';
import { isOptimizable } from '@/lib/core/format/media/media-url';
import { imageUrl, mediaBase } from '@/lib/core/format/media/url';
import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import { getSliderLabels } from '@/components/slider/labels';
import styles from './Home.module.css';

/** docs/contract.md §9: the main slider turns every 7 s and stops at its last slide. */
const INTERVAL_MS = 7000;

/**
 * The top slider, the page's one moving area: the latest records (audit reports and opinions).
 * The spec's three latest news that led it are the news grid's first three cards, so no photo and
 * title shows twice in a row (docs/design.md, "Home page"). Its first photo is the page's largest
 * image: in the server HTML, sized, loaded at once with high priority. Printed, it is a list of
 * kind, title and date (Home.module.css).
 */
export async function HomeSlider({ data, locale }: { data: HomeData; locale: Locale }) {
  const t = await getTranslations('HomePage');
  const base = mediaBase();
  return (
    <Slider
      label={t('slider')}
      intervalMs={INTERVAL_MS}
      loop={false}
      labels={await getSliderLabels()}
      className={styles.slider}
      slides={data.records.map((r, i) => {
        const href = localizePath(locale, `/${r.type_short_title}/${r.id}`);
        const photo = imageUrl('dercler', r.photo);
        return (
          <Link key={href} href={href} className={styles.slide}>
            {photo ? (
              <Photo
                src={photo}
                width={800}
                height={450}
                sizes={PHOTO_SIZES.wide}
                className={styles.slidePhoto}
                optimize={isOptimizable(base, photo)}
                priority={i === 0}
              />
            ) : (
              <span className={styles.slidePhoto} />
            )}
            <span className={styles.caption}>
              <span className={styles.kind}>{r.type_title}</span>
              <span className={styles.slideTitle}>{r.title}</span>
              <time dateTime={isoDate(r.date)}>{formatDate(r.date)}</time>
            </span>
          </Link>
        );
      })}
    />
  );
}
