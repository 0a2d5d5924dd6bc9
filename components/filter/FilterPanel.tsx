import type { ReactNode } from 'react';
import { PAGE_SIZES } from '@/lib/core/filter/query';
import { FILTER_FORM_ID } from './FilterForm';
import controls from '@/components/form-controls/Controls.module.css';
import styles from './Filter.module.css';

interface Props {
  limit: number;
  labels: { panel: string; chosen: string; pageSize: string; apply: string };
  /** the filter groups */
  children: ReactNode;
}

/**
 * The filter's groups and page size behind one "Filter" disclosure that says
 * how many choices are made: closed on phones, so the first result is near
 * the top; from 768 px the content is always shown (Filter.module.css).
 * A plain <details>, so it opens without JavaScript.
 */
export function FilterPanel({ limit, labels, children }: Props) {
  return (
    <details className={styles.panel}>
      <summary className={styles.panelSummary}>
        <span>{labels.panel}</span>
        <span className={styles.chosen}>{labels.chosen}</span>
      </summary>
      <div className={styles.panelBody}>
        <div className={styles.pageSize}>
          <label htmlFor="filter-limit">{labels.pageSize}</label>
          {/* Applied by its button, never on change (WCAG 3.2.2, as the tracker's filters). */}
          <select
            id="filter-limit"
            name="limit"
            form={FILTER_FORM_ID}
            defaultValue={limit}
            className={controls.input}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <button type="submit" form={FILTER_FORM_ID} className={controls.submit}>
            {labels.apply}
          </button>
        </div>
        {children}
      </div>
    </details>
  );
}
