import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/lib/i18n/paths';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import styles from './PageShell.module.css';

interface Props {
  title: string;
  /** crumbs between Home and the current page */
  trail?: Crumb[];
  /** the language of the title and content when it differs from the page's (untranslated items) */
  lang?: Locale;
  children?: ReactNode;
}

/**
 * The frame of an inner page: breadcrumb (Home › … › title), the page's h1,
 * then its content. Content shown in another language than the page's (an item
 * without translation) is marked with its lang and a short notice.
 */
export async function PageShell({ title, trail = [], lang, children }: Props) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Breadcrumb');
  const tErrors = await getTranslations('Errors');
  const untranslated = lang !== undefined && lang !== locale;
  const items: Crumb[] = [
    { label: t('home'), href: localizePath(locale, '/') },
    ...trail,
    { label: title },
  ];
  return (
    <div className={styles.page}>
      <Breadcrumb label={t('label')} items={items} />
      <h1 className={styles.title} lang={untranslated ? lang : undefined}>
        {title}
      </h1>
      {untranslated ? <p className={styles.notice}>{tErrors('untranslated')}</p> : null}
      {children}
    </div>
  );
}
