import { DATE_PARTS, type DatePart, type DateParts } from '@/lib/core/contract/birth-date';
import styles from './forms.module.css';

interface Props {
  /** the field's name: ids are f-<name>-day, -month, -year */
  name: string;
  legend: string;
  requiredText: string;
  hint: string;
  partLabels: Record<DatePart, string>;
  value: DateParts;
  /** the parts to mark as wrong (all of them when the error is about the whole date) */
  wrong: DatePart[];
  error?: string;
  onChange: (part: DatePart, value: string) => void;
}

/**
 * A date as three labelled number fields in one fieldset (the GOV.UK date-input
 * pattern): it reads the same in every browser and language, unlike a date
 * picker whose format follows the browser's locale.
 */
export function DateInput(props: Props) {
  const id = `f-${props.name}`;
  const described = [`${id}-hint`, props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`${styles.field} ${styles.date} ${props.error ? styles.dateInvalid : ''}`}
      aria-describedby={described}
    >
      <legend className={styles.label}>
        {props.legend}
        <span className={styles.star} aria-hidden="true">
          {' '}
          *
        </span>
        <span className="visually-hidden"> ({props.requiredText})</span>
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {props.hint}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      ) : null}
      <div className={styles.dateParts}>
        {DATE_PARTS.map((part) => (
          <div key={part} className={styles.datePart}>
            <label htmlFor={`${id}-${part}`} className={styles.datePartLabel}>
              {props.partLabels[part]}
            </label>
            <input
              id={`${id}-${part}`}
              name={`${props.name}_${part}`}
              className={`${styles.input} ${part === 'year' ? styles.dateYear : styles.dateShort}`}
              inputMode="numeric"
              autoComplete={`bday-${part}`}
              spellCheck={false}
              aria-required="true"
              aria-invalid={props.wrong.includes(part) ? true : undefined}
              value={props.value[part]}
              onChange={(e) => props.onChange(part, e.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
