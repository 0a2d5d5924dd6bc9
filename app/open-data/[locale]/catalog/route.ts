import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getCatalogue } from '@/app/open-data/_catalogue/catalogue';
import { dcatCatalogue } from '@/app/open-data/_catalogue/dcat';

type Params = { params: Promise<{ locale: string }> };

/**
 * The dataset catalogue of a language as DCAT-AP 3 JSON-LD (docs/open-data.md):
 * /aciq-melumatlar/catalog.jsonld and /en/aciq-melumatlar/catalog.jsonld, which next.config.mjs
 * rewrites here. The same datasets and facts as the catalogue page, at most 5 minutes old.
 */
export async function GET(_request: Request, { params }: Params) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale))
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const document = dcatCatalogue(await getCatalogue(locale));
  return new Response(JSON.stringify(document), {
    headers: {
      'content-type': 'application/ld+json; charset=utf-8',
      'cache-control': 'public, s-maxage=300, stale-while-revalidate=86400',
    },
  });
}
