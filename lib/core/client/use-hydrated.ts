import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and while hydrating, true once React runs in the
 * browser: components switch from their no-JavaScript form on it (the menus'
 * CSS-only fallback, the carousel's scroll strip, the civil-service anchors).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
