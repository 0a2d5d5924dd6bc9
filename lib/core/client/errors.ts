import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/** The error the dialog shows: `message` may be empty (the dialog then uses its default). */
export type ShownError = {
  /** Grows with every showError, so a newer error replaces an older one. */
  id: number;
  message: string;
  /** True when the dialog must show no message at all (docs/contract.md §8, civil-service page). */
  empty: boolean;
};

let current: ShownError | null = null;
let nextId = 1;
const { subscribe, notify: emit } = createListeners();

function snapshot() {
  return current;
}

/**
 * Opens the error dialog with the server's message; no message (or an empty one)
 * shows the default text, `{ empty: true }` shows no text at all. The latest call wins.
 */
export function showError(message?: string, options?: { empty?: boolean }): void {
  // Module state would be shared by every request on the server: the dialog lives in the browser only.
  if (typeof window === 'undefined') return;
  current = { id: nextId++, message: message ?? '', empty: options?.empty === true };
  emit();
}

/** Closes the error dialog. */
export function dismissError(): void {
  if (current === null) return;
  current = null;
  emit();
}

/** The error shown right now, or null when the dialog is closed. */
export function useShownError(): ShownError | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
