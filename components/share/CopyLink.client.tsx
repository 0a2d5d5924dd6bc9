'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { copyText } from './copy-text';
import { LinkIcon } from './ShareIcons';
import styles from './ShareWidget.module.css';

/** How long the "copied" confirmation stays (and is announced). */
const COPIED_MS = 3000;

const subscribe = () => () => {};

interface CopyLinkProps {
  url: string;
  /** The button's text, e.g. 'Copy link'. */
  copy: string;
  /** Shown and announced after copying, e.g. 'Link copied'. */
  copied: string;
}

/**
 * The copy-link button with its polite live region. It needs JavaScript, so it is invisible
 * (not focusable, not announced) in the server HTML and until hydration, but keeps its room:
 * the share row does not reflow when it appears.
 */
export function CopyLink({ url, copy, copied }: CopyLinkProps) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    if (!(await copyText(url))) return;
    clearTimeout(timer.current);
    setMessage(copied);
    timer.current = setTimeout(() => setMessage(''), COPIED_MS);
  }

  return (
    <span className={styles.copy} data-pending={hydrated ? undefined : ''} data-copy="">
      <button type="button" className={styles.copyButton} onClick={onClick}>
        <LinkIcon />
        <span>{copy}</span>
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {message}
      </span>
    </span>
  );
}
