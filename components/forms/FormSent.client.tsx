'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './forms.module.css';

interface Props {
  title: string;
  /** what else the visitor should know: the reference number, what happens next */
  children?: ReactNode;
  /** the label of the way back to an empty form */
  again: string;
  onAgain: () => void;
}

/**
 * A form's confirmation, in place of the form (GOV.UK's confirmation panel): it takes focus
 * when it appears, so it is in view and read out wherever the visitor was on the page,
 * and the form is gone, so the same words are not sent twice by mistake.
 */
export function FormSent({ title, children, again, onAgain }: Props) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <section
      ref={panel}
      className={styles.sent}
      tabIndex={-1}
      aria-labelledby="form-sent-title"
      data-testid="form-sent"
    >
      <h2 id="form-sent-title" className={styles.sentTitle}>
        {title}
      </h2>
      {children}
      <p>
        <button type="button" className={styles.linkButton} onClick={onAgain}>
          {again}
        </button>
      </p>
    </section>
  );
}
