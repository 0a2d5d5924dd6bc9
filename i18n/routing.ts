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
});

export type Locale = (typeof routing.locales)[number];
