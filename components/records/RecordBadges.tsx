import styles from './RecordBadges.module.css';

interface Props {
  /** recordBadges(record) */
  badges: string[];
  /** Accessible name of the list, e.g. 'Təsnifat'. */
  label: string;
}

/** A record's badges as a labelled list; nothing when it has none. */
export function RecordBadges({ badges, label }: Props) {
  if (!badges.length) return null;
  return (
    <ul role="list" className={styles.badges} aria-label={label}>
      {badges.map((badge, i) => (
        <li key={`${i}-${badge}`} className={styles.badge}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
