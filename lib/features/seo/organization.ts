import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { SITE } from '@/lib/core/site/config';
import { socialLinks } from '@/lib/core/site/social';
import { ROUTES } from '@/lib/core/site/routes';
import { absoluteUrl } from './metadata';

/**
 * The home page's structured data: the institution (GovernmentOrganization:
 * name, logo, both offices, social profiles) and the site with its search
 * (WebSite + SearchAction on /search?query=).
 */
export async function homeJsonLd(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  const home = absoluteUrl(localizePath(locale, '/'));
  const office = (name: string, address: string, contact: { phone: string; email: string }) => ({
    '@type': 'PostalAddress',
    name,
    streetAddress: address,
    addressCountry: 'AZ',
    telephone: contact.phone,
    email: contact.email,
  });
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: meta('siteName'),
    alternateName: meta('shortName'),
    url: home,
    logo: absoluteUrl('/icon.svg'),
    address: [
      office(footer('baku'), footer('bakuAddress'), SITE.offices.baku),
      office(footer('nakhchivan'), footer('nakhchivanAddress'), SITE.offices.nakhchivan),
    ],
    sameAs: socialLinks(SITE.social).map((s) => s.href),
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: meta('siteName'),
    url: home,
    inLanguage: locale,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl(localizePath(locale, ROUTES.search))}?query={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}
