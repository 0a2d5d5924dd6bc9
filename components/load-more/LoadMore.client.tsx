'use client';

import type { MouseEvent } from 'react';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  /** The same list with one more page, rendered by the server (`?count=24`). */
  href: string;
  label: string;
  loadingLabel: string;
  /** The polite announcement of the last load ('12 more items shown'), or ''. */
  status: string;
  loading: boolean;
  done: boolean;
  onLoad: () => void;
}

/**
 * The Load more control: a real link to the longer list, so it works without
 * JavaScript and crawlers follow it; with JavaScript a plain click loads the
 * next page in place. Hidden once the list has ended.
 */
export function LoadMore({
  href,
  label,
  loadingLabel,
  status,
  loading,
  done,
  onLoad,
}: LoadMoreProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window still opens the server's longer list.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (!loading) onLoad();
  }

  return (
    <div className={styles.wrap}>
      <p role="status" className="visually-hidden">
        {loading ? loadingLabel : status}
      </p>
      {!done && (
        <a
          href={href}
          className={styles.button}
          onClick={onClick}
          aria-disabled={loading || undefined}
          data-in-place=""
          rel="next"
        >
          {loading ? loadingLabel : label}
        </a>
      )}
    </div>
  );
}
