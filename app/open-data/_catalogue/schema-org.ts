import type { Catalogue } from './catalogue';

/** The media type of each download format, as schema.org's encodingFormat names it. */
const ENCODING = { csv: 'text/csv', json: 'application/json' } as const;

/**
 * schema.org structured data of the catalogue page (docs/open-data.md): a DataCatalog whose
 * datasets carry what search engines' dataset search reads (name, description, licence, the
 * publisher, the last change and each download).
 */
export function schemaOrgCatalogue(c: Catalogue) {
  const page = `${c.origin}${c.pagePath}`;
  const publisher = { '@type': 'GovernmentOrganization', name: c.publisher, url: `${c.origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'DataCatalog',
    '@id': `${page}#catalogue`,
    name: c.title,
    description: c.description,
    url: page,
    inLanguage: c.locale,
    publisher,
    license: c.license.url,
    dataset: c.datasets.map((d) => ({
      '@type': 'Dataset',
      '@id': `${page}#${d.id}`,
      name: d.title,
      description: d.description,
      url: `${page}#${d.id}`,
      sameAs: `${c.origin}${d.page}`,
      inLanguage: c.locale,
      license: c.license.url,
      isAccessibleForFree: true,
      creator: publisher,
      ...(d.facts?.modified ? { dateModified: d.facts.modified } : {}),
      distribution: Object.entries(d.downloads).map(([format, path]) => ({
        '@type': 'DataDownload',
        encodingFormat: format === 'json' ? ENCODING.json : ENCODING.csv,
        contentUrl: `${c.origin}${path}`,
      })),
    })),
  };
}
