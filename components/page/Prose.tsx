import styles from './PageShell.module.css';

/** A content body as HTML; `safeHtml` must come from sanitizeBody on the server. */
export function Prose({ safeHtml, lang }: { safeHtml: string; lang?: string }) {
  if (!safeHtml) return null;
  return (
    <div
      className={styles.body}
      lang={lang}
      data-content-body=""
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
