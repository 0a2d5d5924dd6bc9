import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { ROUTES, type RouteKey } from '@/lib/core/site/routes';

/** The head of a fixed route of the site: its title from Routes, the site's description. */
export async function routeMetadata(
  locale: Locale,
  key: RouteKey,
  extra: {
    image?: string | null;
    description?: string;
    search?: string;
    feed?: { path: string; title: string };
  } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Routes' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: `${ROUTES[key]}${extra.search ?? ''}`,
    title: t(key),
    description: extra.description ?? meta('description'),
    siteName: meta('siteName'),
    image: extra.image,
    feed: extra.feed,
  });
}

/** generateMetadata of a fixed route that shows nothing but its title (the forms). */
export function fixedRouteMetadata(key: RouteKey) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    return routeMetadata(await pageLocale(params), key);
  };
}
