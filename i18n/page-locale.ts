import 'server-only';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

/**
 * The language of a page from its `[locale]` segment, validated once at the
 * route boundary: a segment that is not a language is a 404 (the layout
 * refuses it first; a page's metadata may run before the layout). Also
 * tells next-intl the request's language for the server components below.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
