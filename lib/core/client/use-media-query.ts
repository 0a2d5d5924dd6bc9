import { useSyncExternalStore } from 'react';

function media(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a media query matches, kept in step with the window. False in the
 * server HTML and while hydrating (the no-JavaScript form); `unknown` where the
 * browser has no matchMedia (jsdom in unit tests).
 */
export function useMediaQuery(query: string, unknown = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media(query)?.matches ?? unknown,
    () => false,
  );
}
