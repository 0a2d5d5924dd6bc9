import { getLocale, getTranslations } from 'next-intl/server';
import { monthName } from '@/lib/core/format/date';
import type { Count } from '@/lib/features/requests/figures';
import type { FigureView } from '@/lib/features/requests/figures-view';
import styles from '@/components/tables/SummaryTable.module.css';

/** The table of "requests in figures": counts only, small ones as "fewer than 5". */
export async function RequestFigures({ rows }: { rows: FigureView[] }) {
  const locale = await getLocale();
  const t = await getTranslations('RequestFigures');
  if (rows.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  const count = (n: Count) => (n === '<5' ? t('fewer') : n);
  return (
    <div className={styles.summary}>
      <table className={styles.table}>
        <caption>{t('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('institution')}</th>
            <th scope="col">{t('type')}</th>
            <th scope="col">{t('received')}</th>
            <th scope="col">{t('answered')}</th>
            <th scope="col">{t('inTime')}</th>
            <th scope="col">{t('overdue')}</th>
            <th scope="col">{t('median')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.month}|${r.institution}|${r.requestType}`}>
              <th scope="row">{monthName(locale, r.month)}</th>
              <td>{r.institution ?? t('noInstitution')}</td>
              <td>{r.requestType}</td>
              <td className={styles.number}>{count(r.received)}</td>
              <td className={styles.number}>{count(r.answered)}</td>
              <td className={styles.number}>{count(r.answeredInTime)}</td>
              <td className={styles.number}>{count(r.overdue)}</td>
              <td className={styles.number}>{r.medianWorkingDays ?? t('none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
