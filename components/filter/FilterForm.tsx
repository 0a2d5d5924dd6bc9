import Form from 'next/form';
import { CHOICE_FIELDS, type FilterQuery } from '@/lib/core/filter/query';
import controls from '@/components/form-controls/Controls.module.css';
import styles from './Filter.module.css';

/** The id of the filter's GET form; the page size (in FilterPanel) belongs to it by `form=`. */
export const FILTER_FORM_ID = 'filter-form';

interface Props {
  query: FilterQuery;
  basePath: string;
  labels: { search: string; submit: string };
}

/**
 * The text search: a GET form carrying the chosen options (and the page size,
 * whose select sits in the filter panel), so submitting it (with or without
 * JavaScript) starts the list again from the top.
 */
export function FilterForm({ query, basePath, labels }: Props) {
  return (
    <Form id={FILTER_FORM_ID} action={basePath} className={styles.form} scroll={false}>
      {CHOICE_FIELDS.map((field) =>
        query[field] === undefined ? null : (
          <input key={field} type="hidden" name={field} value={query[field]} />
        ),
      )}
      <label htmlFor="filter-search" className={styles.searchLabel}>
        {labels.search}
      </label>
      <div className={styles.searchRow}>
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          maxLength={200}
          className={controls.input}
        />
        <button type="submit" className={controls.submit}>
          {labels.submit}
        </button>
      </div>
    </Form>
  );
}
