import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { validateDcat } from '../test/dcat-shacl';
import { E2E } from '../playwright.config';

/**
 * The dataset catalogue (docs/open-data.md): the page lists every dataset with its downloads
 * and facts; its head names the same catalogue as DCAT-AP 3 JSON-LD, which conforms to
 * DCAT-AP's SHACL shapes; every dataset's download holds as many rows as the page says; the
 * page carries schema.org Dataset markup. Over an upstream that is down, the page and the
 * document still answer, without the facts that could not be read.
 */

type DcatDataset = { '@id': string; 'dct:identifier': string };

async function catalogueOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const href = await page
    .locator('head link[rel="alternate"][type="application/ld+json"]')
    .getAttribute('href');
  const dcat = await page.request.get(new URL(href!, page.url()).href);
  expect(dcat.status()).toBe(200);
  expect(dcat.headers()['content-type']).toBe('application/ld+json; charset=utf-8');
  const document = await dcat.json();
  const sections = page.locator('main section[data-dataset]');
  const ids = await sections.evaluateAll((s) => s.map((e) => e.getAttribute('data-dataset')));
  return { document, ids, sections };
}

/** The rows each dataset's JSON download holds, against the count its section shows. */
async function expectDownloadsMatch(request: APIRequestContext, page: Page) {
  // The page feedback's rows and the requests in figures change while the run goes (other
  // tests answer and send requests): the feedback's download is held to its own page's table.
  const sections = await page
    .locator(
      'main section[data-dataset]:not([data-dataset="page-feedback-summary"]):not([data-dataset="request-figures"])',
    )
    .all();
  for (const section of sections) {
    const rows = Number(await section.locator('dd[data-rows]').getAttribute('data-rows'));
    const href = await section.locator('a[data-download="json"]').getAttribute('href');
    // Relative to the page's server (the remote one too), not the run's base address.
    const download = await request.get(new URL(href!, page.url()).href);
    expect(download.status(), href!).toBe(200);
    expect((await download.json()).rows, href!).toHaveLength(rows);
    const csv = await section.locator('a[data-download="csv"]').getAttribute('href');
    expect(csv).toBe(href!.replace('data.json', 'data.csv').replace('format=json', 'format=csv'));
  }
}

test('az: every dataset, its DCAT-AP 3 document conforms, its downloads hold its rows', async ({
  page,
}) => {
  const { document, ids } = await catalogueOf(page, '/aciq-melumatlar');
  const report = validateDcat(document);
  expect(report.results).toEqual([]);
  expect(report.conforms).toBe(true);
  expect(document['dcat:dataset'].map((d: DcatDataset) => d['dct:identifier'])).toEqual(ids);
  expect(ids).toEqual(
    expect.arrayContaining(['recommendations', 'recommendation-history', 'records-audit']),
  );
  expect(ids).toEqual(
    expect.arrayContaining(['xeberler', 'qanunlar', 'page-feedback-summary', 'request-figures']),
  );
  expect(document['dct:license']['@id']).toBe('https://creativecommons.org/licenses/by/4.0/');
  await expectDownloadsMatch(page.request, page);
  // schema.org: a DataCatalog of the same datasets.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const catalog = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'DataCatalog');
  expect(catalog.dataset).toHaveLength(ids.length);
  expect(catalog.dataset[0]).toMatchObject({ '@type': 'Dataset', isAccessibleForFree: true });
});

test('en over the spec-only upstream: conforms, and the downloads hold its rows', async ({
  page,
}) => {
  const { document, ids } = await catalogueOf(page, `${E2E.remote}/en/aciq-melumatlar`);
  expect(document['dct:language']['@id']).toMatch(/\/language\/ENG$/);
  expect(validateDcat(document).conforms).toBe(true);
  expect(ids.length).toBe(document['dcat:dataset'].length);
  await expectDownloadsMatch(page.request, page);
});

test('over an upstream that is down: the page and the document answer without the facts', async ({
  page,
}) => {
  const { document } = await catalogueOf(page, `${E2E.deadUpstream}/aciq-melumatlar`);
  await expect(page.locator('section[data-dataset="xeberler"] dd[data-fact="rows"]')).toHaveText(
    'Hazırda məlum deyil',
  );
  expect(validateDcat(document).conforms).toBe(true);
});

test('the page feedback summary downloads the rows its table shows', async ({ page }) => {
  await page.goto('/en/sehife-reyleri');
  const shown = await page.locator('main table tbody tr').count();
  const href = await page.locator('a[data-list-data="json"]').getAttribute('href');
  expect(href).toBe('/en/sehife-reyleri/data.json');
  const json = await (await page.request.get(href!)).json();
  expect(json.rows).toHaveLength(shown);
  expect(json.columns.map((c: { key: string }) => c.key)).toEqual([
    'month',
    'kind',
    'answers',
    'yes',
  ]);
  if (shown > 0)
    expect(await page.locator('main table tbody tr').first().locator('td').nth(2).innerText()).toBe(
      String(json.rows[0].answers),
    );
});
