'use client';

import type { FormEvent } from 'react';
import styles from './SiteHeader.module.css';

interface Props {
  action: string;
  label: string;
  placeholder: string;
  button: string;
}

/** The header's search: a GET form to the search route; the keyword is trimmed before it is sent. */
export function SearchBox({ action, label, placeholder, button }: Props) {
  const trim = (e: FormEvent<HTMLFormElement>) => {
    const input = e.currentTarget.elements.namedItem('query') as HTMLInputElement | null;
    if (input) input.value = input.value.trim();
  };
  return (
    <form role="search" action={action} method="get" className={styles.search} onSubmit={trim}>
      <label htmlFor="site-search" className="visually-hidden">
        {label}
      </label>
      <input
        id="site-search"
        name="query"
        type="search"
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        {button}
      </button>
    </form>
  );
}
