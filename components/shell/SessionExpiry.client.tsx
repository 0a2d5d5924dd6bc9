'use client';

import { useEffect } from 'react';
import { assignLocation } from '@/lib/core/client/location';

/** The browser-storage keys of the auth store (docs/contract.md §3). */
export const TOKEN_KEY = 'hp_token';
export const LOGOUT_DATE_KEY = 'hp_logout_date';

// setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days): wait in steps.
const MAX_DELAY_MS = 2 ** 31 - 1;

function clearSession(storage: Storage) {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(LOGOUT_DATE_KEY);
}

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser: there is no session to keep
  }
}

/**
 * docs/contract.md §4's session store, kept compatible: a stored token lives until
 * hp_logout_date (epoch seconds), then both keys are removed; a token already
 * expired (or without a valid date) is removed at start and the visitor is sent
 * to rootHref. The site has no sign-in; this only honours what storage holds.
 */
export function SessionExpiry({ rootHref }: { rootHref: string }) {
  useEffect(() => {
    const storage = storageOrNull();
    if (!storage || storage.getItem(TOKEN_KEY) === null) return;
    const raw = storage.getItem(LOGOUT_DATE_KEY);
    const logoutAt = raw === null || raw.trim() === '' ? NaN : Number(raw) * 1000;
    if (!Number.isFinite(logoutAt) || logoutAt <= Date.now()) {
      clearSession(storage);
      assignLocation(rootHref);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = logoutAt - Date.now();
      if (left <= 0) clearSession(storage);
      else timer = setTimeout(wait, Math.min(left, MAX_DELAY_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [rootHref]);

  return null;
}
