import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@/messages';
import { routing } from './routing';

/**
 * The server's time zone, read once. Without it next-intl reads it anew for every request
 * (a new `Intl.DateTimeFormat`, about 0.2 ms of each render: docs/benchmarks.md, "CPU per
 * render"); the value is the same.
 */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, timeZone, messages: await loadMessages(locale) };
});
