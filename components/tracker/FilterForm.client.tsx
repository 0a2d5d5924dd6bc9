'use client';

import Form from 'next/form';
import type { ReactNode } from 'react';

interface Props {
  action: string;
  className?: string;
  label: string;
  children: ReactNode;
}

// An empty select means "all": leave it out of the address rather than sending `qurum=`.
function dropEmpty(form: HTMLFormElement) {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLSelectElement && el.value === '') el.disabled = true;
  }
}

/**
 * A GET search form (next/form: a plain form without JavaScript, a client
 * navigation with it). It applies only when its button is pressed: changing
 * a select never submits on its own (WCAG 3.2.2 On Input).
 */
export function FilterForm({ action, className, label, children }: Props) {
  return (
    <Form
      action={action}
      scroll={false}
      className={className}
      aria-label={label}
      onSubmit={(event) => {
        dropEmpty(event.currentTarget);
        // Re-enable after the form data was read, so the selects stay usable.
        const form = event.currentTarget;
        setTimeout(() => {
          for (const el of Array.from(form.elements))
            if (el instanceof HTMLSelectElement) el.disabled = false;
        });
      }}
    >
      {children}
    </Form>
  );
}
