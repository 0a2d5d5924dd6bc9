import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface Props {
  id: string;
  label: string;
  /** the control then carries aria-required, which is what a screen reader announces */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** the control; give it id, aria-invalid and aria-describedby from fieldAria */
  children: ReactNode;
}

/** The ids a field's control points at: its hint and its error. */
export function fieldAria(id: string, opts: { hint?: boolean; error?: string }) {
  const described = [opts.hint ? `${id}-hint` : '', opts.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': opts.error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

/**
 * A labelled form field with its hint and inline error (announced with the control). A required
 * field's star is drawn, not read: its control's aria-required says "required" (a hidden
 * "(required)" in the label as well made screen readers say it twice; issue 56).
 */
export function Field({ id, label, required, hint, error, children }: Props) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.star} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Between the label (and hint) and the control, as GOV.UK places it: read before the field. */}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
