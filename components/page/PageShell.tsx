import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { formatDate } from '@/lib/core/format/date';
import type { Crumb } from './Breadcrumb';
import { PageFrame } from './PageFrame';

interface Props {
  title: string;
  /** crumbs between Home and the current page */
  trail?: Crumb[];
  /** the language of the title and content when it differs from the page's (untranslated items) */
  lang?: Locale;
  /** the one language the content exists in, when it has no translation (docs/languages.md) */
  onlyIn?: Locale;
  /** the day an untranslated item's translation is expected (an editor's date): said instead */
  translationDue?: string;
  /** shown above the h1 (an article's kind, date and sharing) */
  header?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of an inner page: breadcrumb (Home › … › title), the page's h1,
 * then its content. Content shown in another language than the page's (an item
 * without translation) is marked with its lang and a short notice.
 */
export async function PageShell(props: Props) {
  const { title, trail = [], lang, onlyIn, translationDue, header, children } = props;
  const locale = await getLocale();
  const t = await getTranslations('Breadcrumb');
  const tErrors = await getTranslations('Errors');
  const untranslated = lang !== undefined && lang !== locale;
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t('home'), href: localizePath(locale, '/') }, ...trail, { label: title }]}
      breadcrumbLabel={t('label')}
      titleLang={untranslated ? lang : undefined}
      notice={
        !untranslated
          ? undefined
          : translationDue
            ? tErrors('untranslatedUntil', { date: formatDate(translationDue) })
            : tErrors('untranslated')
      }
      onlyIn={onlyIn}
      header={header}
    >
      {children}
    </PageFrame>
  );
}
