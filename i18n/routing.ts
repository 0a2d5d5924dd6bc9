import { defineRouting } from 'next-intl/routing';

/**
 * Azerbaijani without a prefix, English under /en. No detection from
 * Accept-Language or a cookie: a path without prefix is always Azerbaijani.
 */
export const routing = defineRouting({
  locales: ['az', 'en'],
  defaultLocale: 'az',
  localePrefix: 'as-needed',
  localeDetection: false,
  // Nothing reads a locale cookie when detection is off, and a Set-Cookie on
  // every page would keep shared caches from holding it.
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];
