import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './PageShell.module.css';

export interface Crumb {
  label: string;
  /** absent on the current page */
  href?: string;
}

/** A breadcrumb trail: a labelled nav with an ordered list; the last item is the current page. */
export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <StaticPart as="nav" staticPart="breadcrumb" aria-label={label} className={styles.breadcrumb}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.href && i < items.length - 1 ? (
              <a href={item.href}>{item.label}</a>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </StaticPart>
  );
}
