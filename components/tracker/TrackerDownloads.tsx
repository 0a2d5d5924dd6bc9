import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { filterParams, yearFilter, type TrackerQuery } from '@/lib/tracker/query';
import styles from './Tracker.module.css';

/**
 * The open-data download address of the filtered rows, or with `history` of their status
 * changes (status: the status entered), in a format and language.
 */
export function exportHref(
  format: 'csv' | 'json',
  locale: Locale,
  query: TrackerQuery,
  file: 'recommendations' | 'history' = 'recommendations',
): string {
  // The download takes the contract's filters: every year is no year.
  const params = filterParams({ ...query, il: yearFilter(query) });
  params.set('language', locale);
  params.set('format', format);
  if (file === 'history') params.set('file', 'history');
  return `/api/tovsiyyeler/export?${params}`;
}

/**
 * Download links of the rows the filters select (every page), as CSV and JSON, and of their
 * status changes (docs/tracker.md, "The history as open data").
 */
export async function TrackerDownloads({ locale, query }: { locale: Locale; query: TrackerQuery }) {
  const t = await getTranslations('Tracker');
  return (
    <>
      <div className={styles.downloads}>
        <p id="tracker-downloads">{t('download')}</p>
        <ul aria-labelledby="tracker-downloads">
          <li>
            <a
              href={exportHref('csv', locale, query)}
              download
              data-format="csv"
              className={styles.download}
            >
              {t('csv')}
            </a>
          </li>
          <li>
            <a
              href={exportHref('json', locale, query)}
              download
              data-format="json"
              className={styles.download}
            >
              {t('json')}
            </a>
          </li>
        </ul>
      </div>
      <div className={styles.downloads}>
        <p id="tracker-history-downloads">{t('historyDownload')}</p>
        <ul aria-labelledby="tracker-history-downloads">
          {(['csv', 'json'] as const).map((format) => (
            <li key={format}>
              <a
                href={exportHref(format, locale, query, 'history')}
                download
                data-history-format={format}
                className={styles.download}
              >
                {t(format)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
