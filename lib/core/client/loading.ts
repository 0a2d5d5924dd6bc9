import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

// A counter, not a boolean: overlapping loads keep the flag on until the last one ends.
let active = 0;
const { subscribe, notify: emit } = createListeners();

/** Whether any load is under way right now (outside React). */
export function isLoading(): boolean {
  return active > 0;
}

/** Marks a load as started; call the returned function (once is enough) when it ends. */
export function startLoading(): () => void {
  // Module state would be shared by every request on the server: the flag lives in the browser only.
  if (typeof window === 'undefined') return () => {};
  active += 1;
  emit();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    active -= 1;
    emit();
  };
}

/** The global loading flag of docs/contract.md §4, for client components. */
export function useLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
