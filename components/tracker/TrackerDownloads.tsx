import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { filterParams, yearFilter, type TrackerQuery } from '@/lib/tracker/query';
import styles from './Tracker.module.css';

/** The open-data download address of the filtered rows, in a format and language. */
export function exportHref(format: 'csv' | 'json', locale: Locale, query: TrackerQuery): string {
  // The download takes the contract's filters: every year is no year.
  const params = filterParams({ ...query, il: yearFilter(query) });
  params.set('language', locale);
  params.set('format', format);
  return `/api/tovsiyyeler/export?${params}`;
}

/** Download links of the rows the filters select (every page), as CSV and JSON. */
export async function TrackerDownloads({ locale, query }: { locale: Locale; query: TrackerQuery }) {
  const t = await getTranslations('Tracker');
  return (
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
  );
}
