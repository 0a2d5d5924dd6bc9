import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './Filter.module.css';

/** One choice of a chip row: a plain link to the state with it chosen (or cleared). */
export interface Chip {
  key: string | number;
  label: ReactNode;
  href: string;
  /**
   * `true`: the chosen option, whose link clears it (marked ×); `page`: the
   * state shown, whose link leads to it again (the "All" of a row).
   */
  current?: 'true' | 'page';
}

interface Props {
  chips: readonly Chip[];
  /** The id of the row's heading. */
  labelledBy?: string;
  /** Where the row sits (its padding in a group of the archive filter). */
  className?: string;
}

/**
 * A row of choices as pill links, the archive filter's and the search
 * results' types: plain links, so they work without JavaScript and the back
 * button restores each step; the page keeps its scroll position.
 */
export function ChipList({ chips, labelledBy, className }: Props) {
  return (
    <ul
      role="list"
      className={className ? `${styles.options} ${className}` : styles.options}
      aria-labelledby={labelledBy}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={chip.href}
            className={styles.option}
            aria-current={chip.current}
            scroll={false}
          >
            {chip.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
