'use client';

import styles from './global-error.module.css';

// The last resort when even the page frame fails: both languages, no stack trace.
// Styled by a style sheet: the CSP refuses inline style attributes.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="az">
      <body>
        <main className={styles.main}>
          <h1>Xəta baş verdi</h1>
          <p role="alert">Bilinməyən xəta baş verdi</p>
          <p lang="en">An unknown error occurred.</p>
          <button type="button" onClick={reset}>
            Yenidən cəhd et / Try again
          </button>
        </main>
      </body>
    </html>
  );
}
