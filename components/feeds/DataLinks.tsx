import { getTranslations } from 'next-intl/server';
import type { ListDataFormat } from '@/lib/core/content/feeds/paths';
import styles from './FeedLink.module.css';

/**
 * "Open data: download this list — CSV · JSON": the items the list's filters select, as data
 * (docs/open-data.md). Plain links: they work without JavaScript; the answers are attachments
 * (content-disposition), so no `download` attribute (which names a page's document files).
 */
export async function DataLinks({ href }: { href: (format: ListDataFormat) => string }) {
  const t = await getTranslations('ListData');
  return (
    <p className={`${styles.feed} ${styles.data}`}>
      {t('label')}:{' '}
      <a href={href('csv')} data-list-data="csv" type="text/csv">
        {t('csv')}
      </a>{' '}
      ·{' '}
      <a href={href('json')} data-list-data="json" type="application/json">
        {t('json')}
      </a>
    </p>
  );
}
