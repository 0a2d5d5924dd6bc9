import { validateDcat } from '@/test/dcat-shacl';
import type { Catalogue } from './catalogue';
import { dcatCatalogue } from './dcat';

const catalogue: Catalogue = {
  origin: 'https://sai.example',
  locale: 'az',
  pagePath: '/aciq-melumatlar',
  title: 'Açıq məlumatlar',
  description: 'Hesablama Palatasının açıq məlumatları',
  publisher: 'Hesablama Palatası',
  license: { url: 'https://creativecommons.org/licenses/by/4.0/', name: 'CC BY 4.0' },
  api: { title: 'API', description: 'JSON sorğuları' },
  datasets: [
    {
      id: 'xeberler',
      title: 'Xəbərlər',
      description: 'Xəbərlər, ən yenisi əvvəldə',
      page: '/xeberler',
      downloads: { csv: '/xeberler/data.csv', json: '/xeberler/data.json' },
      frequency: 'UPDATE_CONT',
      facts: { rows: 12, modified: '2026-11-20', truncated: false },
    },
    {
      id: 'page-feedback-summary',
      title: 'Səhifə rəyləri',
      description: 'Aylıq cavablar',
      page: '/sehife-reyleri',
      downloads: { csv: '/sehife-reyleri/data.csv', json: '/sehife-reyleri/data.json' },
      frequency: 'MONTHLY',
      facts: { rows: 3, modified: '2026-11', truncated: false },
    },
    {
      id: 'qanunlar',
      title: 'Qanunlar',
      description: 'Qanunlar və onların ünvanları',
      page: '/qanunlar',
      downloads: { csv: '/qanunlar/data.csv', json: '/qanunlar/data.json' },
      frequency: 'UPDATE_CONT',
      facts: null,
    },
  ],
};

describe('the catalogue as DCAT-AP 3 (SHACL shapes of release 3.0.1)', () => {
  it('conforms: the catalogue, its datasets, their distributions and the API as a service', () => {
    const report = validateDcat(dcatCatalogue(catalogue));
    expect(report.results).toEqual([]);
    expect(report.conforms).toBe(true);
    expect(report.triples).toBeGreaterThan(100);
  });

  it('a dataset without its mandatory description, or with an untyped licence, does not', () => {
    const doc = dcatCatalogue(catalogue);
    const [first, ...rest] = doc['dcat:dataset'];
    const undescribed = { ...first!, 'dct:description': undefined };
    const report = validateDcat({ ...doc, 'dcat:dataset': [undescribed, ...rest] });
    expect(report.conforms).toBe(false);
    expect(report.results.map((r) => [r.focusNode, r.path])).toContainEqual([
      'https://sai.example/aciq-melumatlar#xeberler',
      'http://purl.org/dc/terms/description',
    ]);
    const untyped = validateDcat({
      ...doc,
      'dct:license': { '@id': 'https://sai.example/licence' },
    });
    expect(untyped.conforms).toBe(false);
    expect(untyped.results.map((r) => r.path)).toContain('http://purl.org/dc/terms/license');
  });
});
