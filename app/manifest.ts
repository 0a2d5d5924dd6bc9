import type { MetadataRoute } from 'next';
import az from '@/messages/core.az.json';

/** The web app manifest (Azerbaijani, the site's default language). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: az.Metadata.siteName,
    short_name: az.Metadata.shortName,
    description: az.Metadata.description,
    lang: 'az',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b3d6e',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
