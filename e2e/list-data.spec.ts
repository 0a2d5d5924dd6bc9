import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { callApi } from './helpers';
import { E2E } from '../playwright.config';

/**
 * A list's items as data (docs/open-data.md): the links under a publication list and under
 * the archive filter's results give CSV (RFC 4180, UTF-8 with a BOM, a header row in the
 * language) and JSON of exactly what the page's filters select: as many rows as the source
 * holds for them, in the page's order.
 */

/** The titles of the cards the page shows, in order. */
const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

async function download(page: Page, format: 'csv' | 'json') {
  const href = await page.locator(`a[data-list-data="${format}"]`).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  return { href: href!, response };
}

function csvRows(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text.slice(1), { record_delimiter: '\r\n' });
}

test('az: an announcements section downloads every item it lists, in its order', async ({
  page,
}) => {
  await page.goto('/elanlar?section=satinalma');
  const shown = await cardTitles(page);
  expect(shown.length).toBeGreaterThan(0);
  const { href, response } = await download(page, 'csv');
  expect(href).toBe('/elanlar/data.csv?section=satinalma');
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = csvRows((await response.body()).toString('utf8'));
  expect(header).toEqual(['№', 'Başlıq', 'Tarix', 'Ünvan', 'Qısa məzmun', 'Dil']);
  // Every item of the section the source holds (the list call the page's Load more uses).
  const api = await callApi(page.request, E2E.local, 'elanlar', {
    section: 'satinalma',
    limit: 100,
  });
  const all: Array<{ id: number }> = (await api.json()).elanlar;
  expect(rows.map((r) => Number(r[0]))).toEqual(all.map((i) => i.id));
  expect(rows.slice(0, shown.length).map((r) => r[1])).toEqual(shown);
  expect(rows[0]![3]).toMatch(new RegExp(`/elan/${rows[0]![0]}$`));

  const json = await (await download(page, 'json')).response.json();
  expect(json).toMatchObject({ language: 'az', list: 'elanlar', truncated: false });
  expect(json.rows.map((r: { title: string }) => r.title)).toEqual(rows.map((r) => r[1]));
});

test('en: an archive filter view downloads its count of records, in its order', async ({
  page,
}) => {
  await page.goto('/en/filter?type=audit&audit_nov=2');
  const count = Number(
    (await page.locator('#filter-results').innerText()).match(/\d+/)?.[0] ?? Number.NaN,
  );
  const shown = await cardTitles(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(count).toBeGreaterThanOrEqual(shown.length);
  const { href, response } = await download(page, 'csv');
  expect(href).toBe('/en/filter/data.csv?type=audit&audit_nov=2');
  const [header, ...rows] = csvRows((await response.body()).toString('utf8'));
  expect(header).toEqual(['No.', 'Title', 'Date', 'Address', 'Summary', 'Language', 'Type']);
  expect(rows).toHaveLength(count);
  expect(rows.slice(0, shown.length).map((r) => r[1])).toEqual(shown);
  expect(rows.every((r) => r[6] === 'audit' && r[3]!.includes('/en/audit/'))).toBe(true);
});

test('en: a legal list downloads every document it shows, with its address', async ({ page }) => {
  await page.goto('/en/qanunlar');
  const shown = await cardTitles(page);
  expect(shown.length).toBeGreaterThan(0);
  const { href, response } = await download(page, 'csv');
  expect(href).toBe('/en/qanunlar/data.csv');
  const [header, ...rows] = csvRows((await response.body()).toString('utf8'));
  expect(header).toEqual(['No.', 'Title', 'Address']);
  expect(rows).toHaveLength(shown.length);
  // A card's heading is its title (and, for screen readers, where the link goes).
  rows.forEach((row, i) => expect(shown[i]).toContain(row[1]!));
  expect(rows.every((r) => /^https?:\/\//.test(r[2]!))).toBe(true);
});

// Every other list with a download: its first cards are its download's first rows.
const LISTS = [
  '/xeberler',
  '/en/cixislar',
  '/musahibeler',
  '/en/meqaleler',
  '/jurnallar',
  '/en/layiheler?cat=1',
  '/ferman-ve-serencamlar',
  '/en/nk-nin-qerarlari-ve-serencamlari',
  '/metodiki-senedler',
  '/en/milli-meclisin-qerarlari',
  '/huquqi-aktlar',
];

test('each list: its download begins with the cards the page shows, in order', async ({ page }) => {
  for (const path of LISTS) {
    await page.goto(path);
    const shown = await cardTitles(page);
    const { href, response } = await download(page, 'json');
    const { rows } = await response.json();
    expect(rows.length, href).toBeGreaterThanOrEqual(shown.length);
    // A legal card's heading holds its title (and where its link goes).
    shown.forEach((title, i) => expect(title, href).toContain(rows[i].title));
  }
});

test('a list that does not exist, or a format that is not offered, has no download', async ({
  request,
}) => {
  for (const path of ['/nonsense/data.csv', '/qerarlarin-izlenilmesi/data.json'])
    expect((await request.get(path)).status(), path).toBe(404);
  expect((await request.get('/xeberler/data.xml')).status()).toBe(404);
});
