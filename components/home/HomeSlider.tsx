import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Slider } from '@/components/slider/Slider.client';
import type { Locale } from '@/i18n/routing';
import type { HomeData } from '@/lib/content/home';
import { formatDate, isoDate } from '@/lib/format/date';
import { localizePath } from '@/i18n/paths';
import { isOptimizable } from '@/lib/media/media-url';
import { imageUrl, mediaBase } from '@/lib/media/url';
import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import { getSliderLabels } from '@/components/slider/labels';
import styles from './Home.module.css';

interface Slide {
  href: string;
  title: string;
  kind: string;
  date: string;
  photo: string | null;
}

/** docs/contract.md §9: the main slider turns every 7 s and stops at its last slide. */
const INTERVAL_MS = 7000;

/**
 * The top slider: the latest news, then the latest records. Its first photo is
 * the page's largest image: in the server HTML, sized, loaded at once with high priority.
 */
export async function HomeSlider({ data, locale }: { data: HomeData; locale: Locale }) {
  const t = await getTranslations('HomePage');
  const base = mediaBase();
  const routes = await getTranslations('Routes');
  const slides: Slide[] = [
    ...data.news.slice(0, 3).map((n) => ({
      href: localizePath(locale, `/xeber/${n.id}`),
      title: n.title,
      kind: routes('xeber'),
      date: n.date,
      photo: imageUrl('xeberler', n.photo),
    })),
    ...data.records.map((r) => ({
      href: localizePath(locale, `/${r.type_short_title}/${r.id}`),
      title: r.title,
      kind: r.type_title,
      date: r.date,
      photo: imageUrl('dercler', r.photo),
    })),
  ];
  return (
    <Slider
      label={t('slider')}
      intervalMs={INTERVAL_MS}
      loop={false}
      labels={await getSliderLabels()}
      className={styles.slider}
      slides={slides.map((s, i) => (
        <Link key={s.href} href={s.href} className={styles.slide}>
          {s.photo ? (
            <Photo
              src={s.photo}
              width={800}
              height={450}
              sizes={PHOTO_SIZES.wide}
              className={styles.slidePhoto}
              optimize={isOptimizable(base, s.photo)}
              priority={i === 0}
            />
          ) : (
            <span className={styles.slidePhoto} />
          )}
          <span className={styles.caption}>
            <span className={styles.kind}>{s.kind}</span>
            <span className={styles.slideTitle}>{s.title}</span>
            <time dateTime={isoDate(s.date)}>{formatDate(s.date)}</time>
          </span>
        </Link>
      ))}
    />
  );
}
