'use client';

import Form from 'next/form';
import type { ChangeEvent, ReactNode } from 'react';

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
 * navigation with it) that applies as soon as one of its selects changes.
 */
export function AutoSubmitForm({ action, className, label, children }: Props) {
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
  }
  return (
    <Form
      action={action}
      scroll={false}
      className={className}
      aria-label={label}
      onChange={onChange}
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
