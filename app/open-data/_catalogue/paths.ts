import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { ROUTES } from '@/lib/core/site/routes';

/** The file the catalogue's DCAT-AP document has under its page's path. */
export const CATALOGUE_FILE = 'catalog.jsonld';

/** The catalogue's DCAT-AP 3 JSON-LD in a language (/aciq-melumatlar/catalog.jsonld). */
export function catalogueDocumentPath(locale: Locale): string {
  return `${localizePath(locale, ROUTES.aciqMelumatlar)}/${CATALOGUE_FILE}`;
}
