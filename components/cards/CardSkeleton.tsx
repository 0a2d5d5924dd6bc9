import { gridClassName } from './CardGrid';
import cardStyles from './Card.module.css';
import styles from './CardSkeleton.module.css';

/**
 * A card-sized placeholder shown while a list loads; hidden from assistive
 * technology (the list announces its own busy state).
 */
export function CardSkeleton() {
  return (
    <div className={`${cardStyles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.body}>
        <span className={`${styles.bar} ${styles.title}`} />
        <span className={`${styles.bar} ${styles.titleEnd}`} />
        <span className={`${styles.bar} ${styles.date}`} />
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={`${styles.bar} ${styles.lineEnd}`} />
        <span className={`${styles.bar} ${styles.more}`} />
      </div>
      <div className={`${cardStyles.media} ${styles.shimmer}`} />
    </div>
  );
}

export interface SkeletonGridProps {
  count: number;
  columns?: 3 | 4;
}

/** A grid of `count` skeleton cards laid out like CardGrid; hidden from assistive technology. */
export function SkeletonGrid({ count, columns = 3 }: SkeletonGridProps) {
  const n = Math.max(0, Math.floor(count));
  return (
    <ul className={gridClassName(columns)} aria-hidden="true" data-skeleton="">
      {Array.from({ length: n }, (_, i) => (
        <li key={i}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}
