'use client';

// The last resort when even the page frame fails: both languages, no stack trace.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="az">
      <body>
        <main
          style={{
            maxWidth: '40rem',
            margin: '3rem auto',
            padding: '0 1rem',
            fontFamily: 'system-ui, sans-serif',
          }}
        >
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
