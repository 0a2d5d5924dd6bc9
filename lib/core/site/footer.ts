import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SiteFooterProps } from './footer-types';
import { localizePath } from '@/i18n/paths';
import { MEDIA_LISTS } from '@/lib/core/contract/kind-table';
import { SITE } from './config';
import { ROUTES, SUMMARY_PATH } from './routes';

const ABOUT_PAGES = ['haqqimizda', 'sedr', 'kollegiya', 'struktur', 'strategiya'] as const;
/** The media column: the kinds' lists the kinds' table marks `media`, then the galleries. */
const MEDIA_ROUTES = [...MEDIA_LISTS, 'videolar', 'infoqrafikler'] as const;

/** Everything the footer shows, in the page's language. */
export async function footerProps(locale: Locale): Promise<SiteFooterProps> {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const menu = await getTranslations({ locale, namespace: 'Menu' });
  const feedback = await getTranslations({ locale, namespace: 'PageFeedbackSummary' });
  return {
    labels: {
      about: t('about'),
      media: t('media'),
      contacts: t('contacts'),
      baku: t('baku'),
      nakhchivan: t('nakhchivan'),
      phone: t('phone'),
      email: t('email'),
      sitemap: t('sitemap'),
      accessibility: t('accessibility'),
      copyright: t('copyright'),
      social: header('social'),
      external: menu('external'),
      map: {
        show: t('map.show'),
        title: t('map.title'),
        notice: t('map.notice'),
        open: t('map.open'),
      },
    },
    aboutLinks: ABOUT_PAGES.map((p) => ({
      href: localizePath(locale, `/page/${p}`),
      label: pages(p),
    })),
    mediaLinks: MEDIA_ROUTES.map((r) => ({
      href: localizePath(locale, ROUTES[r]),
      label: routes(r),
    })),
    offices: [
      { name: t('baku'), address: t('bakuAddress'), ...SITE.offices.baku },
      { name: t('nakhchivan'), address: t('nakhchivanAddress'), ...SITE.offices.nakhchivan },
    ],
    sitemapHref: localizePath(locale, '/page/saytin-xeritesi'),
    pageLinks: [
      { href: localizePath(locale, SUMMARY_PATH), label: feedback('title') },
      { href: localizePath(locale, ROUTES.tertibatcilar), label: routes('tertibatcilar') },
      { href: localizePath(locale, ROUTES.aciqMelumatlar), label: routes('aciqMelumatlar') },
    ],
    accessibilityHref: localizePath(locale, ROUTES.elcatanliq),
    social: SITE.social,
  };
}
