import { expect, test, type APIRequestContext } from '@playwright/test';
import { xmllint } from '../test/xmllint';
import { E2E } from '../playwright.config';

/** The lists that have feeds: news and the six other kinds of publication. */
const LISTS = [
  ['xeberler', 'xeber'],
  ['cixislar', 'cixis'],
  ['musahibeler', 'musahibe'],
  ['meqaleler', 'meqale'],
  ['elanlar', 'elan'],
  ['jurnallar', 'jurnal'],
  ['layiheler', 'layihe'],
] as const;

/** The paths of a feed's entries (from their alternate links). */
function entryPaths(xml: string): string[] {
  return [
    ...xml.matchAll(/<entry(?: [^>]*)?>.*?<link rel="alternate" type="text\/html" href="([^"]+)"/g),
  ].map((m) => new URL(m[1]!).pathname);
}

async function ids(request: APIRequestContext, call: string, data: Record<string, unknown>) {
  const reply = await (await request.post(`/api/${call}/get`, { data })).json();
  return (reply[call] as Array<{ id: number; type_short_title?: string; language?: string }>).map(
    (i) => i,
  );
}

for (const [list, kind] of LISTS) {
  for (const locale of ['az', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    test(`${prefix}/${list}/feed.atom is valid Atom with the list's newest entries`, async ({
      request,
    }) => {
      const response = await request.get(`${prefix}/${list}/feed.atom`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(response.headers()['cache-control']).toContain('max-age=300');
      const xml = await response.text();
      const result = xmllint(xml, 'atom.rng');
      expect(result.output).toContain('validates');
      expect(xml).toContain(`xml:lang="${locale}"`);
      expect(xml).toContain(
        `<link rel="self" type="application/atom+xml" href="${E2E.local}${prefix}/${list}/feed.atom"/>`,
      );
      // The same items, in the same order, as the list's API call in the language.
      const expected = (await ids(request, list, { language: locale, limit: 20 })).map(
        (i) => `${prefix}/${kind}/${i.id}`,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(entryPaths(xml)).toEqual(expected);
    });
  }
}

test('feed entries: stable tag ids, plain summaries, photos as enclosures; English marks untranslated items', async ({
  request,
}) => {
  const az = await (await request.get('/xeberler/feed.atom')).text();
  const en = await (await request.get('/en/xeberler/feed.atom')).text();
  const azNews = await ids(request, 'xeberler', { language: 'az', limit: 20 });
  const enNews = await ids(request, 'xeberler', { language: 'en', limit: 20 });
  expect(entryPaths(az)).toEqual(azNews.map((n) => `/xeber/${n.id}`));
  expect(entryPaths(en)).toEqual(enNews.map((n) => `/en/xeber/${n.id}`));
  // An item with no English translation is in the English feed too, marked and labelled
  // (docs/languages.md).
  const azOnly = enNews.filter((n) => n.language === 'az');
  expect(azOnly.length).toBeGreaterThan(0);
  expect(en.match(/<entry xml:lang="az">/g)).toHaveLength(azOnly.length);
  expect(en).toContain('<category term="language-az" label="In Azerbaijani" xml:lang="en"/>');
  expect(az).not.toContain('xml:lang="en"><id>');

  const host = new URL(E2E.local).hostname;
  expect(az).toContain(`<id>tag:${host},2024:/xeber/${azNews[0]!.id}</id>`);
  expect(az).toMatch(
    /<link rel="enclosure" type="image\/[a-z+]+" href="http:\/\/[^"]+\/img\/xeberler\//,
  );
  const summary = /<summary type="text">([^<]*)<\/summary>/.exec(az)![1]!;
  expect(summary.length).toBeGreaterThan(20);
  expect(summary).not.toMatch(/&lt;\/?[a-z]/);
  // Same content, same bytes: readers see nothing new until something is.
  expect(await (await request.get('/xeberler/feed.atom')).text()).toBe(az);
});

test('a filter view has its feed with the same records as the filter', async ({
  page,
  request,
}) => {
  await page.goto('/filter?type=audit');
  const firstChoice = page.locator('a[href*="audit_nov="]').first();
  const href = await firstChoice.getAttribute('href');
  const auditNov = Number(new URL(href!, E2E.local).searchParams.get('audit_nov'));
  for (const locale of ['az', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    const response = await request.get(
      `${prefix}/filter/feed.atom?type=audit&audit_nov=${auditNov}`,
    );
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xmllint(xml, 'atom.rng').ok).toBe(true);
    const records = await ids(request, 'dercler', {
      language: locale,
      type: 'audit',
      audit_nov: auditNov,
      limit: 20,
    });
    expect(records.length).toBeGreaterThan(0);
    expect(entryPaths(xml)).toEqual(records.map((r) => `${prefix}/${r.type_short_title}/${r.id}`));
  }
  // Every record type has its feed (the filter's type), and a year narrows activity reports.
  for (const type of ['audit', 'rey', 'fealiyyet-hesabati']) {
    const xml = await (await request.get(`/filter/feed.atom?type=${type}`)).text();
    expect(xmllint(xml, 'atom.rng').ok, type).toBe(true);
    for (const path of entryPaths(xml)) expect(path, type).toMatch(new RegExp(`^/${type}/\\d+$`));
  }
});

test('every list page and the filter name their feed in the head and link to it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pages = [
    ...LISTS.map(([list]) => [`/${list}`, `/${list}/feed.atom`]),
    ...LISTS.map(([list]) => [`/en/${list}`, `/en/${list}/feed.atom`]),
    [
      '/elanlar?section=satinalma&subsection=tender',
      '/elanlar/feed.atom?section=satinalma&subsection=tender',
    ],
    ['/layiheler?cat=11', '/layiheler/feed.atom?cat=11'],
    ['/filter?type=rey', '/filter/feed.atom?type=rey'],
    ['/en/filter?type=audit&limit=20', '/en/filter/feed.atom?type=audit'],
  ];
  for (const [path, feed] of pages) {
    await page.goto(path!);
    const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(head, path).toHaveCount(1);
    expect(await head.getAttribute('href'), path).toBe(`${E2E.local}${feed}`);
    expect(await head.getAttribute('title'), path).toBeTruthy();
    const visible = page.getByRole('link', {
      name: path!.startsWith('/en') ? 'Subscribe (Atom)' : 'Abunə ol (Atom)',
    });
    await expect(visible, path).toBeVisible();
    expect(await visible.getAttribute('href'), path).toBe(feed);
  }
});

test('an unknown list has no feed', async ({ request }) => {
  expect((await request.get('/nope/feed.atom')).status()).toBe(404);
  expect((await request.get('/en/search/feed.atom')).status()).toBe(404);
  // A recommendation's feed: only of one that exists.
  for (const path of [
    '/qerarlarin-izlenilmesi/987654/feed.atom',
    '/en/qerarlarin-izlenilmesi/0/feed.atom',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});
