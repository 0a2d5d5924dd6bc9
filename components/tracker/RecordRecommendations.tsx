import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import type { RecordRecommendation } from '@/lib/core/content/records';
import { ROUTES } from '@/lib/core/site/routes';
import styles from './Tracker.module.css';
import own from './RecordRecommendations.module.css';

/**
 * The recommendations that came from a record, on its page (issue 39): each topic opens the
 * recommendation's page, its status the tracker's tag (in words and in the chart's colour).
 * Nothing when the record has none.
 */
export async function RecordRecommendations({ rows }: { rows: RecordRecommendation[] }) {
  if (rows.length === 0) return null;
  const t = await getTranslations('Record');
  const tracker = await getTranslations('Tracker');
  const base = localizePath(await getLocale(), ROUTES.qerarlarinIzlenilmesi);
  return (
    <section aria-labelledby="record-recommendations" className={own.section}>
      <h2 id="record-recommendations">{t('recommendations')}</h2>
      <ul role="list" className={own.list}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link href={`${base}/${row.id}`}>{row.movzu}</Link>{' '}
            <span className="visually-hidden">{tracker('status')}: </span>
            <strong className={styles.tag} data-tone={row.tone}>
              {row.status_name}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
