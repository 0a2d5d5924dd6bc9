import Link from 'next/link';
import { formatDate, isoDate } from '@/lib/core/format/date';
import type { CardProps } from '@/lib/core/publications/card-props';
import { PHOTO_SIZES } from '@/components/media/Photo';
import { CardPhoto } from './CardPhoto';
import { LanguageLabel } from './LanguageLabel';
import styles from './Card.module.css';

export type { CardProps };

/**
 * A list card: photo, title, date, badges, excerpt and a "more" text. The
 * title's link is the only one in the tab order; a pseudo-element stretches it
 * over the whole card so a click anywhere opens the item. The title is an h3
 * wherever the card is: its list sits under an h2 (docs/design.md, "Type scale").
 */
export function Card({
  href,
  title,
  photo,
  photoAlt = '',
  photoOptimize,
  photoPriority,
  excerpt,
  date,
  moreLabel,
  badges = [],
  lang,
  langLabel,
  compact = false,
}: CardProps) {
  const shownDate = date ? formatDate(date) : '';
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} lang={lang}>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </h3>
        {lang && langLabel ? <LanguageLabel lang={lang} label={langLabel} /> : null}
        {shownDate && (
          <time className={styles.date} dateTime={isoDate(date ?? '')}>
            {shownDate}
          </time>
        )}
        {badges.length > 0 && (
          <ul className={styles.badges}>
            {badges.map((badge, i) => (
              <li key={`${i}-${badge}`} className={styles.badge}>
                {badge}
              </li>
            ))}
          </ul>
        )}
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        <span className={styles.more} aria-hidden="true">
          {moreLabel}
        </span>
      </div>
      {/* After the text in source order (title first for screen readers), shown first by CSS. */}
      <CardPhoto
        src={photo}
        alt={photoAlt}
        optimize={photoOptimize}
        priority={photoPriority}
        sizes={compact ? PHOTO_SIZES.cardRow : PHOTO_SIZES.card}
      />
    </article>
  );
}
