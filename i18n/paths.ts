import type { Locale } from '@/i18n/routing';

/** A site path in a language: Azerbaijani has no prefix, English lives under /en. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'az') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

/** The path without its language prefix ('/en/xeberler' → '/xeberler'). */
export function stripLocale(path: string): string {
  const stripped = path.replace(/^\/(en|az)(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/** True for absolute http(s) URLs, which menus open in a new tab. */
export const isExternal = (href: string) => /^https?:\/\//i.test(href);
