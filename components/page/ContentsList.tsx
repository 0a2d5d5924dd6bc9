import styles from './ContentsList.module.css';

interface Props {
  /** The element's id, the target of a "back to contents" link. */
  id: string;
  /** Its heading ("Mündəricat" / "Contents"). */
  title: string;
  /** The page's sections: each a link to its heading's id. */
  items: ReadonlyArray<{ href: string; label: string }>;
}

/**
 * GOV.UK's contents list at the top of a long page: its sections as plain links (no script),
 * under a heading, each marked by a dash.
 */
export function ContentsList({ id, title, items }: Props) {
  return (
    <nav id={id} aria-labelledby={`${id}-title`} className={styles.contents}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <ol role="list" className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
