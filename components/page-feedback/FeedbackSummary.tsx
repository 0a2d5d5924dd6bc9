import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { monthName } from '@/lib/core/format/date';
import type { SummaryRow } from '@/lib/features/page-feedback/store';
import styles from '@/components/tables/SummaryTable.module.css';

/**
 * The public summary of "Is this page useful?": per month and page kind the
 * number of answers and the share of "yes". Counts only; no text a visitor
 * wrote and no page address is ever shown here.
 */
export async function FeedbackSummary({ locale, rows }: { locale: Locale; rows: SummaryRow[] }) {
  const t = await getTranslations({ locale, namespace: 'PageFeedbackSummary' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className={styles.summary}>
      <p>{t('intro')}</p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('month')}</th>
              <th scope="col">{t('kind')}</th>
              <th scope="col">{t('answers')}</th>
              <th scope="col">{t('yesShare')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.month}:${r.kind}`}>
                <td>
                  <time dateTime={r.month}>{monthName(locale, r.month)}</time>
                </td>
                <td>{t(`kinds.${r.kind}`)}</td>
                <td className={styles.number}>{r.answers}</td>
                <td className={styles.number}>{percent.format(r.yes / r.answers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
