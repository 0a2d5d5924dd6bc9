'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { dismissError, useShownError } from '@/lib/core/client/errors';
import styles from './ErrorDialog.module.css';

/** Texts of the dialog; defaultMessage stands in when the server sent no message. */
export type ErrorDialogLabels = { title: string; close: string; defaultMessage: string };

function openModal(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * The modal error dialog of docs/contract.md §8: opened through showError() from
 * lib/core/client/errors, shows the latest error, and gives focus back to where it
 * was when it closes. Render it once, in the locale layout.
 */
export function ErrorDialog({ labels }: { labels: ErrorDialogLabels }) {
  const error = useShownError();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();
  const isOpen = error !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      openModal(dialog);
      closeRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      closeModal(dialog);
    }
    if (!isOpen && returnTo.current) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [isOpen]);

  // Escape: handled here so it works the same where the browser would close the dialog itself.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dismissError();
  }

  const message = error && !error.empty ? error.message.trim() || labels.defaultMessage : null;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={message === null ? undefined : messageId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        dismissError();
      }}
      onClose={() => {
        // close() fires this later; by then a newer error may have reopened the dialog.
        if (!dialogRef.current?.open) dismissError();
      }}
    >
      {error && (
        <div className={styles.body}>
          <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 24 24">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M11 6h2v8h-2zM11 16h2v2h-2z" fill="#ffffff" />
          </svg>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          {message !== null && (
            <p key={error.id} id={messageId} className={styles.message}>
              {message}
            </p>
          )}
          <button ref={closeRef} type="button" className={styles.close} onClick={dismissError}>
            {labels.close}
          </button>
        </div>
      )}
    </dialog>
  );
}
