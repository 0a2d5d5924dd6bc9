import { getTranslations } from 'next-intl/server';
import type { TrackerData } from '@/lib/core/content/tracker';
import { statusTone } from '@/lib/core/tracker/tone';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Tracker.module.css';

/**
 * Counts by status for the chosen year, institution and type: a small bar
 * chart whose numbers are text (the bars are decoration); the status the
 * table is filtered by is marked.
 */
export async function StatusSummary({ data }: { data: TrackerData }) {
  const t = await getTranslations('Tracker');
  const max = Math.max(1, ...data.summary.map((s) => s.count));
  return (
    <StaticPart
      as="figure"
      staticPart="tracker-summary"
      className={styles.summary}
      aria-labelledby="tracker-summary"
    >
      <figcaption id="tracker-summary" className={styles.summaryTitle}>
        {t('summary')} <span className={styles.summaryNote}>{t('summaryNote')}</span>
      </figcaption>
      <ul>
        {data.summary.map((s) => (
          <li
            key={s.id}
            className={styles.bar}
            data-status={s.id}
            aria-current={s.id === data.query.status ? 'true' : undefined}
          >
            <span className={styles.barLabel}>{s.name}</span>
            {/* An SVG bar: its width is an attribute, not an inline style the CSP would refuse. */}
            <svg
              className={styles.barTrack}
              aria-hidden="true"
              viewBox="0 0 100 1"
              preserveAspectRatio="none"
            >
              <rect
                className={styles.barFill}
                width={(s.count / max) * 100}
                height="1"
                data-tone={statusTone(s.id)}
              />
            </svg>
            <span className={styles.barValue} data-count={s.count}>
              {t('count', { count: s.count })}
            </span>
          </li>
        ))}
      </ul>
    </StaticPart>
  );
}
