import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';

/** The web app manifest (Azerbaijani, the site's default language). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: 'az', namespace: 'Metadata' });
  return {
    name: t('siteName'),
    short_name: t('shortName'),
    description: t('description'),
    lang: 'az',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b3d6e',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
