import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { EXPORT_FORMATS } from '@/lib/core/tracker/export';
import { exportHref } from '@/lib/core/tracker/export-path';
import type { TrackerQuery } from '@/lib/core/tracker/query';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Tracker.module.css';

/**
 * Download links of the rows the filters select (every page), as CSV and JSON, and of their
 * status changes (docs/tracker.md, "The history as open data"). Static parts: new filters load
 * a new page.
 */
export async function TrackerDownloads({ locale, query }: { locale: Locale; query: TrackerQuery }) {
  const t = await getTranslations('Tracker');
  // The links of each file carry their format in a data attribute of their own.
  const groups = [
    { file: 'recommendations', id: 'tracker-downloads', label: t('download'), attr: 'data-format' },
    {
      file: 'history',
      id: 'tracker-history-downloads',
      label: t('historyDownload'),
      attr: 'data-history-format',
    },
  ] as const;
  return (
    <>
      {groups.map(({ file, id, label, attr }) => (
        <StaticPart as="div" key={file} staticPart={`${id}-part`} className={styles.downloads}>
          <p id={id}>{label}</p>
          <ul aria-labelledby={id}>
            {EXPORT_FORMATS.map((format) => (
              <li key={format}>
                <a
                  href={exportHref(format, locale, query, file)}
                  download
                  {...{ [attr]: format }}
                  // Two lists of the same formats: in a screen reader's list of links, each
                  // link says which file it is (its visible words first, WCAG 2.5.3).
                  aria-label={`${t(format)} – ${label}`}
                  className={styles.download}
                >
                  {t(format)}
                </a>
              </li>
            ))}
          </ul>
        </StaticPart>
      ))}
    </>
  );
}
