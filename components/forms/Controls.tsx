import { Field, fieldAria } from './Field';
import styles from './forms.module.css';

export interface Option {
  id: number;
  name: string;
}

interface Common {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input of the forms (id f-<name>), its hint and error wired for screen readers. */
export function InputField(
  props: Common & {
    type?: string;
    autoComplete?: string;
    disabled?: boolean;
    /** how much it holds: about 20 or 30 characters (full width otherwise) */
    width?: 20 | 30;
  },
) {
  const id = `f-${props.name}`;
  return (
    <Field
      id={id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={props.error}
    >
      <input
        {...fieldAria(id, { hint: Boolean(props.hint), error: props.error })}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        className={props.width ? `${styles.input} ${styles[`width${props.width}`]}` : styles.input}
        value={props.value}
        disabled={props.disabled}
        aria-required={props.required ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

/** A labelled select of options from the content source, with an empty "choose" entry. */
export function SelectField(props: Common & { options: Option[]; chooseText: string }) {
  const id = `f-${props.name}`;
  return (
    <Field id={id} label={props.label} required={props.required} error={props.error}>
      <select
        {...fieldAria(id, { error: props.error })}
        name={props.name}
        className={styles.input}
        value={props.value}
        aria-required={props.required ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.chooseText}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
