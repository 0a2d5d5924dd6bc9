import { Children, isValidElement, type ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardGridProps {
  /** The cards; each one is put in its own list item. */
  children: ReactNode;
  /** Columns on wide screens: 3 (docs/contract.md §2, the default) or 4. */
  columns?: 3 | 4;
  /** An accessible name for the list, when the page has several. */
  label?: string;
}

/** The class names of a grid of `columns`, shared with the skeleton grid. */
export function gridClassName(columns: 3 | 4 = 3): string {
  return ['grid-columns', styles.grid, columns === 4 && styles.four].filter(Boolean).join(' ');
}

/** The class name of each list item of the grid. */
export const gridItemClassName = styles.item;

/** A responsive list of cards: 1 column below 768 px, 2 up to 1023 px, then 3 (or 4). */
export function CardGrid({ children, columns = 3, label }: CardGridProps) {
  const items = Children.toArray(children);
  return (
    // role="list": Safari drops the list role of a list styled with list-style: none.
    <ul role="list" className={gridClassName(columns)} aria-label={label}>
      {items.map((child, i) => (
        <li
          key={isValidElement(child) && child.key != null ? child.key : i}
          className={styles.item}
        >
          {child}
        </li>
      ))}
    </ul>
  );
}
