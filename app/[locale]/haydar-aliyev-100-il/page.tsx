import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { HaydarAliyevLinks } from '@/components/page/HaydarAliyevLinks';
import { findPage, StaticPage, staticPageMetadata } from '@/app/[locale]/_shared/static-page';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { HAYDAR_ALIYEV_PAGE, ROUTES } from '@/lib/core/site/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  if (await findPage(locale, HAYDAR_ALIYEV_PAGE)) {
    return staticPageMetadata(locale, HAYDAR_ALIYEV_PAGE, ROUTES.haydarAliyev);
  }
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({
    locale,
    path: ROUTES.haydarAliyev,
    title: routes('haydarAliyev'),
    description: pages('haydarAliyevIntro'),
    siteName: meta('siteName'),
  });
}

/** The content source's page of this short title; without one, the site's own page of links. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  if (!(await findPage(locale, HAYDAR_ALIYEV_PAGE))) return <HaydarAliyevLinks locale={locale} />;
  return <StaticPage locale={locale} shortTitle={HAYDAR_ALIYEV_PAGE} />;
}
