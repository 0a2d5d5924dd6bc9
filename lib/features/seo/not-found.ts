import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ItemKind } from '@/lib/core/site/routes';

/**
 * The head of a 404 page: its title (the kind's message of docs/contract.md §8, or the
 * §2 'page not found') and noindex. generateMetadata returns this for what
 * does not exist and lets the page throw notFound(): thrown from
 * generateMetadata, before the <head> is sent, it leaves Next only its empty
 * error shell.
 */
export async function notFoundMetadata(locale: Locale, kind?: ItemKind): Promise<Metadata> {
  const title = kind
    ? (await getTranslations({ locale, namespace: 'ItemNotFound' }))(kind)
    : (await getTranslations({ locale, namespace: 'Errors' }))('notFoundTitle');
  return { title, robots: { index: false, follow: true } };
}
