import { Children, isValidElement, type ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardGridProps {
  /** The cards; each one is put in its own list item. */
  children: ReactNode;
  /** Columns on wide screens: 3 (docs/contract.md §2, the default) or 4. */
  columns?: 3 | 4;
  /** An accessible name for the list, when the page has several. */
  label?: string;
  /** The list's h2 when the page shows none above it (see ListHeading); also its name. */
  heading?: string;
}

/**
 * The h2 of a list of cards right under the page's h1, for the outline only (not shown): the
 * cards' titles are h3 on every page, so a list needs an h2 above them (docs/design.md, "Type
 * scale"). A list under a visible h2 (the home page's sections, a year) needs none.
 */
export function ListHeading({ children }: { children: string }) {
  return <h2 className="visually-hidden">{children}</h2>;
}

/** The class names of a grid of `columns`, shared with the skeleton grid. */
export function gridClassName(columns: 3 | 4 = 3): string {
  return ['grid-columns', styles.grid, columns === 4 && styles.four].filter(Boolean).join(' ');
}

/** The class name of each list item of the grid. */
export const gridItemClassName = styles.item;

/** A responsive list of cards: 1 column below 768 px, 2 up to 1023 px, then 3 (or 4). */
export function CardGrid({ children, columns = 3, label, heading }: CardGridProps) {
  const items = Children.toArray(children);
  return (
    <>
      {heading ? <ListHeading>{heading}</ListHeading> : null}
      {/* role="list": Safari drops the list role of a list styled with list-style: none. */}
      <ul role="list" className={gridClassName(columns)} aria-label={label ?? heading}>
        {items.map((child, i) => (
          <li
            key={isValidElement(child) && child.key != null ? child.key : i}
            className={styles.item}
          >
            {child}
          </li>
        ))}
      </ul>
    </>
  );
}
