import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './PageShell.module.css';

/** A content body as HTML; `safeHtml` must come from sanitizeBody on the server. A static part: the browser keeps it from the HTML. */
export function Prose({ safeHtml, lang }: { safeHtml: string; lang?: string }) {
  if (!safeHtml) return null;
  return (
    <StaticPart
      staticPart="prose"
      className={styles.body}
      lang={lang}
      data-content-body=""
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
