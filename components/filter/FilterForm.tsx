import Form from 'next/form';
import { PAGE_SIZES, type FilterQuery } from '@/lib/filter/query';
import { AutoSubmitSelect } from './AutoSubmit.client';
import styles from './Filter.module.css';

interface Props {
  query: FilterQuery;
  basePath: string;
  labels: { search: string; pageSize: string; submit: string };
}

const CARRIED = [
  'type',
  'audit_nov',
  'audit_sahe',
  'cografiya',
  'rey_nov',
  'rey_merhele',
  'fealiyyet_nov',
  'il',
] as const;

/**
 * The text search and the page size: a GET form carrying the chosen options,
 * so submitting it (with or without JavaScript) starts the list again from the top.
 */
export function FilterForm({ query, basePath, labels }: Props) {
  return (
    <Form action={basePath} className={styles.form} scroll={false}>
      {CARRIED.map((field) =>
        query[field] === undefined ? null : (
          <input key={field} type="hidden" name={field} value={query[field]} />
        ),
      )}
      <div className={styles.field}>
        <label htmlFor="filter-search">{labels.search}</label>
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          maxLength={200}
          className={styles.input}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-limit">{labels.pageSize}</label>
        <AutoSubmitSelect
          id="filter-limit"
          name="limit"
          defaultValue={query.limit}
          className={styles.input}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </Form>
  );
}
