import Form from 'next/form';
import { CHOICE_FIELDS, PAGE_SIZES, type FilterQuery } from '@/lib/filter/query';
import { AutoSubmitSelect } from './AutoSubmit.client';
import controls from '@/components/form-controls/Controls.module.css';
import styles from './Filter.module.css';

interface Props {
  query: FilterQuery;
  basePath: string;
  labels: { search: string; pageSize: string; submit: string };
}

/**
 * The text search and the page size: a GET form carrying the chosen options,
 * so submitting it (with or without JavaScript) starts the list again from the top.
 */
export function FilterForm({ query, basePath, labels }: Props) {
  return (
    <Form action={basePath} className={`${controls.row} ${styles.form}`} scroll={false}>
      {CHOICE_FIELDS.map((field) =>
        query[field] === undefined ? null : (
          <input key={field} type="hidden" name={field} value={query[field]} />
        ),
      )}
      <div className={controls.field}>
        <label htmlFor="filter-search">{labels.search}</label>
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          maxLength={200}
          className={controls.input}
        />
      </div>
      <div className={controls.field}>
        <label htmlFor="filter-limit">{labels.pageSize}</label>
        <AutoSubmitSelect
          id="filter-limit"
          name="limit"
          defaultValue={query.limit}
          className={controls.input}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <button type="submit" className={controls.submit}>
        {labels.submit}
      </button>
    </Form>
  );
}
