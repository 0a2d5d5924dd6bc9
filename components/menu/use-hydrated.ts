import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and while hydrating, true once React runs in the browser; the menus
 * switch their `data-js` state on it, which turns the CSS-only fallback off.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
