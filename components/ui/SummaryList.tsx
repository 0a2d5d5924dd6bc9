import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './SummaryList.module.css';

/** One row: what it is, and its value, a link when it leads somewhere. */
export interface SummaryRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  href?: string;
}

/**
 * Facts as GOV.UK's summary list: a <dl> of rows, the key beside its value from 40rem and
 * above it on a phone, each row ruled off; printed as on screen. Nothing when there are no
 * rows.
 */
export function SummaryList({ rows, className }: { rows: SummaryRow[]; className?: string }) {
  if (!rows.length) return null;
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.key}>{row.label}</dt>
          <dd className={styles.value}>
            {row.href ? <Link href={row.href}>{row.value}</Link> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
