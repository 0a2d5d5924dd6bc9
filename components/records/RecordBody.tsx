import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ShareWidget } from '@/components/share/ShareWidget.client';
import type { Locale } from '@/i18n/routing';
import type { Derc } from '@/lib/contract/entities';
import { formatDate, isoDate } from '@/lib/format/date';
import { sanitizeBody } from '@/lib/html/sanitize';
import { localizePath } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import styles from './RecordBody.module.css';

interface Props {
  record: Derc;
  photo: string | null;
  locale: Locale;
  badges: ReactNode;
}

/**
 * A record's type, date, badges and sharing, then its photo and body,
 * sanitized on the server. (To be replaced by the shared ArticleView.)
 */
export async function RecordBody({ record, photo, locale, badges }: Props) {
  const share = await getTranslations('Share');
  const menu = await getTranslations('Menu');
  const url = absoluteUrl(localizePath(locale, `/${record.type_short_title}/${record.id}`));
  const contentLang = record.language && record.language !== locale ? record.language : undefined;
  return (
    <>
      <div className={styles.header}>
        <p className={styles.kicker}>{record.type_title}</p>
        <p className={styles.date}>
          <time dateTime={isoDate(record.date)}>{formatDate(record.date)}</time>
        </p>
        {badges}
        <ShareWidget
          url={url}
          title={record.title}
          labels={{
            heading: share('heading'),
            facebook: share('facebook'),
            x: share('x'),
            whatsapp: share('whatsapp'),
            copy: share('copy'),
            copied: share('copied'),
            newTab: menu('external'),
          }}
        />
      </div>
      <article className={styles.article} lang={contentLang}>
        {photo && (
          // The page's largest image: loaded at once, never lazily.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.photo}
            src={photo}
            alt=""
            width={800}
            height={450}
            fetchPriority="high"
          />
        )}
        <div
          className={styles.body}
          dangerouslySetInnerHTML={{ __html: sanitizeBody(record.text) }}
        />
      </article>
    </>
  );
}
