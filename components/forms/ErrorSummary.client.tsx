'use client';

import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

interface SummaryItem {
  /** the id of the control to go to */
  target: string;
  text: string;
}

interface Props {
  title: string;
  items: SummaryItem[];
  /** grows with every failed submission, so the summary takes focus again */
  attempt: number;
}

/**
 * The list of problems above a form after a failed submission: it takes
 * focus (so screen readers read it), and each entry links to its field.
 */
export function ErrorSummary({ title, items, attempt }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0 && items.length > 0) box.current?.focus();
  }, [attempt, items.length]);
  if (items.length === 0) return null;
  return (
    <div
      ref={box}
      className={styles.summary}
      tabIndex={-1}
      role="group"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.target + item.text}>
            <a
              href={`#${item.target}`}
              onClick={(e) => {
                const el = document.getElementById(item.target);
                if (!el) return;
                e.preventDefault();
                el.scrollIntoView({ block: 'center' });
                el.focus();
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
