'use client';

import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/core/client/use-hydrated';
import styles from './SiteHeader.module.css';

interface Props {
  action: string;
  label: string;
  placeholder: string;
  button: string;
  /** name of the phone's search entry (a link without JavaScript, a toggle with it) */
  open: string;
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search: a GET form to the search route; the keyword is trimmed before it is sent.
 * Below 768 px the form is folded behind a search entry of the same size in both states: a link
 * to the search page in the server HTML (works without JavaScript), a toggle once hydrated.
 */
export function SearchBox({ action, label, placeholder, button, open: openLabel }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const formId = `${useId()}-search`;
  const trim = (e: FormEvent<HTMLFormElement>) => {
    const input = e.currentTarget.elements.namedItem('query');
    if (input instanceof HTMLInputElement) input.value = input.value.trim();
  };
  const entry = hydrated ? (
    <button
      type="button"
      className={styles.searchEntry}
      aria-expanded={open}
      aria-controls={formId}
      onClick={() => {
        setOpen((o) => !o);
        if (!open) requestAnimationFrame(() => document.getElementById('site-search')?.focus());
      }}
    >
      <SearchIcon />
      <span className="visually-hidden">{openLabel}</span>
    </button>
  ) : (
    <a href={action} className={styles.searchEntry}>
      <SearchIcon />
      <span className="visually-hidden">{openLabel}</span>
    </a>
  );
  return (
    <div className={styles.searchArea}>
      {entry}
      <form
        id={formId}
        role="search"
        action={action}
        method="get"
        className={styles.search}
        data-open={open || undefined}
        onSubmit={trim}
      >
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
    </div>
  );
}
