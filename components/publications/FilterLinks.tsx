import styles from './FilterLinks.module.css';

export interface FilterLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * A row of filter choices as plain links (crawlable, no JavaScript needed);
 * the chosen one is marked, and its link clears the choice.
 */
export function FilterLinks({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a
              href={link.href}
              className={styles.link}
              aria-current={link.current ? 'true' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
