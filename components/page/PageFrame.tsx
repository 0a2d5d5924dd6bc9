import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import styles from './PageShell.module.css';

export interface PageFrameProps {
  title: string;
  /** The whole trail, Home first and the current page last. */
  crumbs: Crumb[];
  breadcrumbLabel: string;
  /** The title's language, when it differs from the page's. */
  titleLang?: string;
  /** Shown between the title and the content (the untranslated notice). */
  notice?: string;
  /**
   * The one language the page's content exists in (docs/languages.md): marked on the frame,
   * where the header's language switch reads it (its CSS, so with JavaScript off and after a
   * client-side navigation alike).
   */
  onlyIn?: string;
  header?: ReactNode;
  children?: ReactNode;
}

/** The markup of an inner page (breadcrumb, optional header, h1, content); texts come resolved. */
export function PageFrame(props: PageFrameProps) {
  const { title, crumbs, breadcrumbLabel, titleLang, notice, onlyIn, header, children } = props;
  return (
    <div className={styles.page} data-only-in={onlyIn}>
      <Breadcrumb label={breadcrumbLabel} items={crumbs} />
      {header}
      <h1 className={styles.title} lang={titleLang}>
        {title}
      </h1>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      {children}
    </div>
  );
}
