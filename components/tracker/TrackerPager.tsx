import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pagerPages, trackerSearch, type TrackerQuery } from '@/lib/tracker/query';
import styles from './Tracker.module.css';

interface Props {
  base: string;
  query: TrackerQuery;
  pageCount: number;
}

/** Links to the table's pages (with the filters): previous, first, a window, last, next. */
export async function TrackerPager({ base, query, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Tracker');
  const href = (page: number) => `${base}${trackerSearch({ ...query, page })}`;
  const current = query.page;
  return (
    <nav aria-label={t('pagination')} className={styles.pager}>
      <ul>
        {current > 1 && (
          <li>
            <Link href={href(current - 1)} rel="prev" aria-label={t('previous')}>
              ‹
            </Link>
          </li>
        )}
        {pagerPages(current, pageCount).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-label={t('page', { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link href={href(current + 1)} rel="next" aria-label={t('next')}>
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
