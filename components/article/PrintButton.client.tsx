'use client';

import { useSyncExternalStore } from 'react';
import styles from './ArticleView.module.css';

const subscribe = () => () => {};

/**
 * Opens the browser's print dialog (the print style sheet, app/print.css, makes the page a
 * clean document). It needs JavaScript, so until hydration it keeps its room but is invisible,
 * not focusable and not announced; without JavaScript the browser's own Print gives the same.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <button
      type="button"
      className={styles.print}
      data-pending={hydrated ? undefined : ''}
      onClick={() => window.print()}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v5H7v-5H3v-6a2 2 0 0 1 2-2zm4 8v3h6v-3zm8-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}
