import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { siteOrigin } from '@/lib/platform/config/env';

/** The alerts' pages (without language prefix) and API. */
export const ALERT_PAGES = {
  result: '/bildirisler/netice',
  confirm: '/bildirisler/tesdiq',
  unsubscribe: '/bildirisler/imtina',
  manage: '/bildirisler/idare',
} as const;

/**
 * Whether a page address is an alerts page: its links carry tokens and its
 * page may show an address, so no cache keeps it (lib/platform/security/proxy.ts).
 */
export function isAlertPage(pathname: string): boolean {
  const path = pathname.replace(/^\/en(?=\/)/, '').replace(/\/+$/, '');
  return Object.values<string>(ALERT_PAGES).includes(path);
}

export const ALERT_API = {
  subscribe: '/api/alerts/subscribe',
  confirm: '/api/alerts/confirm',
  unsubscribe: '/api/alerts/unsubscribe',
  manage: '/api/alerts/manage',
  challenge: '/api/alerts/challenge',
} as const;

/** An absolute link to an alerts page with a token. */
export function pageLink(locale: Locale, page: keyof typeof ALERT_PAGES, token: string): string {
  return `${siteOrigin()}${localizePath(locale, ALERT_PAGES[page])}?t=${encodeURIComponent(token)}`;
}
