import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES, type RouteKey } from '@/lib/site/routes';

type Props = { params: Promise<{ locale: string }> };

/** generateMetadata of a fixed route: its title (Routes.<key>) and the site's description. */
export function routeMetadata(key: RouteKey) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Routes' });
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return pageMetadata({
      locale,
      path: ROUTES[key],
      title: t(key),
      description: meta('description'),
      siteName: meta('siteName'),
    });
  };
}
