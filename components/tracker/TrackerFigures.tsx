import { getFormatter, getTranslations } from 'next-intl/server';
import type { TrackerData } from '@/lib/core/content/tracker';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Tracker.module.css';

/**
 * The figures for the chosen year, institution and type, above the table: how many
 * recommendations, implemented, partly implemented, open, and open for more than two years
 * (docs/tracker.md, "The figures above the table"). A list of terms and numbers in words, the
 * heading says whose figures they are; figures that need the status classification are left out
 * when the source's statuses do not include it.
 */
export async function TrackerFigures({ data }: { data: TrackerData }) {
  const t = await getTranslations('Tracker.figures');
  const format = await getFormatter();
  const { figures, options, query } = data;
  const scope = [
    options.qurumlar.find((o) => o.id === query.qurum)?.name ?? t('allInstitutions'),
    ...(query.nov === undefined ? [] : [options.novler.find((o) => o.id === query.nov)?.name]),
    typeof query.il === 'number' ? String(query.il) : t('allYears'),
  ].filter((part) => part !== undefined);
  const old = figures.openOld;
  const items = [
    { key: 'total', label: t('total'), count: figures.total },
    { key: 'implemented', label: t('implemented'), count: figures.implemented },
    { key: 'partly', label: t('partly'), count: figures.partly },
    { key: 'open', label: t('open'), count: figures.open },
    ...(old
      ? [
          {
            key: 'openOld',
            label:
              old.from === undefined
                ? t('openOld', { year: String(old.to) })
                : t('openOldRange', { from: String(old.from), to: String(old.to) }),
            count: old.count,
          },
        ]
      : []),
  ];
  return (
    <StaticPart
      as="section"
      staticPart="tracker-figures"
      className={styles.figures}
      aria-labelledby="tracker-figures"
    >
      <h2 id="tracker-figures" className={styles.figuresTitle}>
        {t('title', { scope: scope.join(', ') })}
      </h2>
      <dl className={styles.figureList}>
        {items.map(({ key, label, count }) =>
          count === undefined ? null : (
            <div key={key} className={styles.figure} data-figure={key}>
              <dt>{label}</dt>
              <dd data-count={count}>{format.number(count)}</dd>
            </div>
          ),
        )}
      </dl>
      {figures.open !== undefined && <p className={styles.figuresNote}>{t('note')}</p>}
    </StaticPart>
  );
}
