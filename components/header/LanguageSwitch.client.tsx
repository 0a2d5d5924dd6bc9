'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type MouseEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { usePathname } from '@/i18n/navigation';
import { localizePath } from '@/i18n/paths';
import styles from './SiteHeader.module.css';

interface Props {
  /** the language the link switches to */
  target: Locale;
  label: string;
  longLabel: string;
  /**
   * Said when the page's content exists only in the current language (its frame's
   * data-only-in, read by CSS): "this page is in Azerbaijani only", in the target language.
   */
  onlyHere: string;
}

function SwitchLink({ target, label, longLabel, onlyHere, search }: Props & { search: string }) {
  // usePathname (next-intl) gives the path without language prefix.
  const pathname = usePathname();
  const href = `${localizePath(target, pathname)}${search}`;
  // The hash never reaches the server: add it when the visitor follows the link.
  const keepHash = (e: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.hash) e.currentTarget.href = `${href}${window.location.hash}`;
  };
  return (
    <a href={href} hrefLang={target} lang={target} className={styles.language} onClick={keepHash}>
      <span aria-hidden="true">{target.toUpperCase()}</span>
      <span className="visually-hidden">{longLabel}</span>
      <span className={styles.languageName} aria-hidden="true">
        {label}
      </span>
      {/* Shown, and so part of the link's name, only on a page whose content is in one language. */}
      <span className={styles.onlyHere} data-only-here={target === 'en' ? 'az' : 'en'}>
        {onlyHere}
      </span>
    </a>
  );
}

function WithQuery(props: Props) {
  const params = useSearchParams().toString();
  return <SwitchLink {...props} search={params ? `?${params}` : ''} />;
}

/**
 * The AZ/EN switch: a plain link to the same route and query in the other
 * language (rendered on the server, so it works without JavaScript), which
 * also carries the hash when followed.
 */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
