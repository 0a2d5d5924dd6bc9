'use client';

import type { ChangeEvent, ReactNode } from 'react';

interface Props {
  name: string;
  id: string;
  /** the id of the form it belongs to, when it sits outside it */
  form?: string;
  defaultValue: string | number;
  className?: string;
  children: ReactNode;
}

/** A select that submits its form when changed; without JavaScript the form's button does. */
export function AutoSubmitSelect({ name, id, form, defaultValue, className, children }: Props) {
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    event.currentTarget.form?.requestSubmit();
  }
  return (
    <select
      name={name}
      id={id}
      form={form}
      defaultValue={defaultValue}
      className={className}
      onChange={onChange}
    >
      {children}
    </select>
  );
}
