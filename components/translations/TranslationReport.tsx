import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ReportRow } from '@/lib/core/content/translation-report';
import { formatDate, isoDate } from '@/lib/core/format/date';
import styles from '@/components/tables/SummaryTable.module.css';

/**
 * The translation report's table (docs/languages.md): per content kind the items, the share
 * in both languages and the oldest untranslated item's date; null rows when unreadable.
 */
export async function TranslationReport({
  locale,
  rows,
}: {
  locale: Locale;
  rows: ReportRow[] | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Translations' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    // Focusable, so a keyboard can scroll the table where it is wider than a phone (axe).
    <div className={styles.summary} tabIndex={0} role="region" aria-label={t('title')}>
      <p>{t('intro')}</p>
      {rows === null ? (
        <p role="status">{t('unavailable')}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kind')}</th>
              <th scope="col">{t('items')}</th>
              <th scope="col">{t('share')}</th>
              <th scope="col">{t('oldest')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.kind} data-kind={r.kind}>
                <th scope="row">{t(`kinds.${r.kind}`)}</th>
                <td className={styles.number}>{r.items}</td>
                <td className={styles.number}>
                  {r.share === null ? t('none') : percent.format(r.share / 100)}
                </td>
                <td>
                  {r.oldestUntranslated ? (
                    <time dateTime={isoDate(r.oldestUntranslated)}>
                      {formatDate(r.oldestUntranslated)}
                    </time>
                  ) : (
                    t('none')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
