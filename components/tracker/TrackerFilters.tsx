import { getTranslations } from 'next-intl/server';
import { ALL_YEARS } from '@/lib/core/tracker/query';
import { FilterForm } from './FilterForm.client';
import type { TrackerData } from '@/lib/core/content/tracker';
import styles from './Tracker.module.css';

interface Props {
  action: string;
  data: TrackerData;
}

/**
 * The tracker's filters: a GET form (no page field, so any change starts at
 * page 1) applied by its button only, with or without JavaScript (a change
 * of a select never reloads the page: WCAG 3.2.2).
 */
export async function TrackerFilters({ action, data }: Props) {
  const t = await getTranslations('Tracker');
  const { options, query } = data;
  const selects = [
    { name: 'qurum', label: t('institution'), items: options.qurumlar, value: query.qurum },
    { name: 'nov', label: t('type'), items: options.novler, value: query.nov },
    { name: 'status', label: t('status'), items: options.statuslar, value: query.status },
  ];
  return (
    <FilterForm action={action} className={styles.filters} label={t('filters')}>
      <div className={styles.field}>
        <label htmlFor="tracker-il">{t('year')}</label>
        <select id="tracker-il" name="il" defaultValue={query.il ?? ''}>
          <option value={ALL_YEARS}>{t('allYears')}</option>
          {options.iller.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {selects.map((s) => (
        <div key={s.name} className={styles.field}>
          <label htmlFor={`tracker-${s.name}`}>{s.label}</label>
          <select id={`tracker-${s.name}`} name={s.name} defaultValue={s.value ?? ''}>
            <option value="">{t('all')}</option>
            {s.items.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
        <a href={action}>{t('reset')}</a>
      </div>
    </FilterForm>
  );
}
