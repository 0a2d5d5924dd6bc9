import type { Locale } from '@/i18n/routing';
import type { Catalogue, Dataset } from './catalogue';
import type { Frequency } from './datasets';

/**
 * The catalogue as DCAT-AP 3 JSON-LD (docs/open-data.md, "The dataset catalogue"): one
 * dcat:Catalog of the site's datasets in a language, each with its CSV and JSON
 * distributions, and the API as a dcat:DataService described by /api/openapi.json. Controlled
 * values come from the EU's vocabularies (languages, frequencies, file types, data themes),
 * each typed with the class DCAT-AP gives its property, as its range shapes check.
 */

const EU = 'http://publications.europa.eu/resource/authority';

const CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
};

const LANGUAGE_CODES: Record<Locale, string> = { az: 'AZE', en: 'ENG' };

const MEDIA_TYPES = {
  csv: { iana: 'text/csv', euFileType: 'CSV' },
  json: { iana: 'application/json', euFileType: 'JSON' },
} as const;

const text = (value: string, locale: Locale) => ({ '@value': value, '@language': locale });

/** A date (YYYY-MM-DD) or a month (YYYY-MM) with its XML Schema type. */
const temporal = (value: string) => ({
  '@value': value,
  '@type': value.length === 7 ? 'xsd:gYearMonth' : 'xsd:date',
});

const frequency = (f: Frequency) => ({ '@id': `${EU}/frequency/${f}`, '@type': 'dct:Frequency' });

const newest = (datasets: Dataset[]) =>
  datasets
    .map((d) => d.facts?.modified)
    .filter((m): m is string => typeof m === 'string' && m.length === 10)
    .sort()
    .at(-1);

/** The DCAT-AP 3 JSON-LD document of the catalogue. */
export function dcatCatalogue(c: Catalogue) {
  const page = `${c.origin}${c.pagePath}`;
  const language = {
    '@id': `${EU}/language/${LANGUAGE_CODES[c.locale]}`,
    '@type': 'dct:LinguisticSystem',
  };
  const license = { '@id': c.license.url, '@type': 'dct:LicenseDocument' };
  const publisher = { '@id': `${c.origin}/#publisher` };
  const theme = {
    '@id': `${EU}/data-theme/GOVE`,
    '@type': 'skos:Concept',
    'skos:prefLabel': text('Government and public sector', 'en'),
  };
  const modified = newest(c.datasets);
  return {
    '@context': CONTEXT,
    '@id': `${page}#catalogue`,
    '@type': 'dcat:Catalog',
    'dct:title': text(c.title, c.locale),
    'dct:description': text(c.description, c.locale),
    'dct:publisher': {
      ...publisher,
      '@type': 'foaf:Agent',
      'foaf:name': text(c.publisher, c.locale),
    },
    'foaf:homepage': { '@id': page, '@type': 'foaf:Document' },
    'dct:language': language,
    'dct:license': license,
    ...(modified ? { 'dct:modified': temporal(modified) } : {}),
    'dcat:themeTaxonomy': {
      '@id': `${EU}/data-theme`,
      '@type': 'skos:ConceptScheme',
      'dct:title': text('Data theme', 'en'),
    },
    'dcat:service': {
      '@id': `${c.origin}/api`,
      '@type': 'dcat:DataService',
      'dct:title': text(c.api.title, c.locale),
      'dct:description': text(c.api.description, c.locale),
      // DCAT-AP's range shapes ask for these to be typed rdfs:Resource (no inference).
      'dcat:endpointURL': { '@id': `${c.origin}/api`, '@type': 'rdfs:Resource' },
      'dcat:endpointDescription': {
        '@id': `${c.origin}/api/openapi.json`,
        '@type': 'rdfs:Resource',
      },
      'dct:license': license,
      'dct:publisher': publisher,
    },
    'dcat:dataset': c.datasets.map((d) => ({
      '@id': `${page}#${d.id}`,
      '@type': 'dcat:Dataset',
      'dct:identifier': d.id,
      'dct:title': text(d.title, c.locale),
      'dct:description': text(d.description, c.locale),
      'dct:publisher': publisher,
      'dct:language': language,
      'dct:accrualPeriodicity': frequency(d.frequency),
      'dcat:theme': theme,
      'dcat:landingPage': { '@id': `${c.origin}${d.page}`, '@type': 'foaf:Document' },
      ...(d.facts?.modified ? { 'dct:modified': temporal(d.facts.modified) } : {}),
      'dcat:distribution': Object.entries(d.downloads).map(([format, path]) => {
        const media = format === 'json' ? MEDIA_TYPES.json : MEDIA_TYPES.csv;
        return {
          '@id': `${page}#${d.id}-${format}`,
          '@type': 'dcat:Distribution',
          'dct:title': text(`${d.title} (${format.toUpperCase()})`, c.locale),
          'dcat:accessURL': { '@id': `${c.origin}${d.page}` },
          'dcat:downloadURL': { '@id': `${c.origin}${path}` },
          'dcat:mediaType': {
            '@id': `https://www.iana.org/assignments/media-types/${media.iana}`,
            '@type': 'dct:MediaType',
          },
          'dct:format': {
            '@id': `${EU}/file-type/${media.euFileType}`,
            '@type': 'dct:MediaTypeOrExtent',
          },
          'dct:license': license,
        };
      }),
    })),
  };
}
