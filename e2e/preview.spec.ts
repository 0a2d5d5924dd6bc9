import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

// Editors use it as a plain form: everything is rendered on the server.
test.use({ javaScriptEnabled: false });

type News = { id: number; title: string; photo: string | null; language?: 'az' | 'en' };

async function news(request: APIRequestContext, language: 'az' | 'en'): Promise<News[]> {
  const reply = await request.post('/api/xeberler/get', { data: { limit: 100, language } });
  return (await reply.json()).xeberler;
}

async function check(page: Page, address: string, prefix = '') {
  await page.goto(`${prefix}/paylasim-yoxlamasi`);
  await page.getByRole('textbox').fill(address);
  await page
    .getByRole('button')
    .filter({ hasText: prefix ? 'Check' : 'Yoxla' })
    .click();
}

const level = (page: Page, key: string) =>
  page.locator(`[data-check="${key}"]`).getAttribute('data-level');

test('the page is noindex, in no sitemap, and works as a plain GET form', async ({
  page,
  request,
}) => {
  const response = await page.goto('/paylasim-yoxlamasi');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('main form')).toHaveAttribute('method', 'get');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('paylasim-yoxlamasi');
  await page.goto('/');
  await expect(page.locator('a[href*="paylasim-yoxlamasi"]')).toHaveCount(0);
});

test('an item with a photo: five cards with the photo at each ratio, and its checks', async ({
  page,
  request,
}) => {
  const item = (await news(request, 'az')).find((n) => n.photo)!;
  await check(page, `${E2E.local}/xeber/${item.id}`);
  const cards = page.locator('[data-network]');
  await expect(cards).toHaveCount(5);
  for (const [network, ratio] of [
    ['facebook', '1.91 / 1'],
    ['x', '2 / 1'],
    ['linkedin', '1.91 / 1'],
    ['telegram', '16 / 9'],
    ['whatsapp', '1 / 1'],
  ] as const) {
    const card = page.locator(`[data-network="${network}"]`);
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      `${E2E.local}/img/xeberler/${encodeURIComponent(item.photo!)}`,
    );
    await expect(card.locator('[data-ratio]')).toHaveAttribute('data-ratio', ratio);
    // The crop is the network's: the frame's box has its ratio.
    const box = (await card.locator('[data-ratio]').boundingBox())!;
    const [w, h] = ratio.split(' / ').map(Number);
    expect(box.width / box.height).toBeCloseTo(w! / h!, 1);
  }
  await expect(page.locator('[data-network="facebook"]')).toContainText(item.title.slice(0, 40));
  expect(await level(page, 'imageLoads')).toBe('ok');
  // A news photo of the demo is 1280×720: large enough for the large cards, and the check says so.
  expect(await level(page, 'imageSizeOk')).toBe('ok');
  await expect(page.locator('[data-check="imageSizeOk"]')).toContainText('1280×720');
  expect(await level(page, 'imageBytesOk')).toBe('ok');
  expect(await level(page, 'descriptionOk')).toBe('ok');
  expect(await level(page, 'canonicalOk')).toBe('ok');
  expect(await level(page, 'hreflangOk')).toBe('ok');
  expect(await level(page, 'indexed')).toBe('ok');
  await expect(page.locator('[data-check="language"]')).toContainText('az');
});

test('an item without a photo gets its generated 1200×630 image', async ({ page }) => {
  // Every demo item has a photo; the stand-in upstream's item has none.
  await page.goto(`${E2E.hostile}/paylasim-yoxlamasi?url=${encodeURIComponent('/xeber/666')}`);
  await expect(page.locator('[data-network]')).toHaveCount(5);
  await expect(page.locator('[data-network="x"] img')).toHaveAttribute(
    'src',
    `${E2E.hostile}/og/az/xeber/666.png`,
  );
  expect(await level(page, 'imageLoads')).toBe('ok');
  expect(await level(page, 'imageSizeOk')).toBe('ok');
  await expect(page.locator('[data-check="imageSizeOk"]')).toContainText('1200×630');
  // The title is text, as the networks show it.
  await expect(page.locator('[data-network="facebook"]')).toContainText('Təhlükəli');
});

test('en: an untranslated item is flagged as shown in Azerbaijani', async ({ page, request }) => {
  // The English list names an untranslated item's language (docs/languages.md).
  const azOnly = (await news(request, 'en')).find((n) => n.language === 'az')!;
  await check(page, `${E2E.local}/en/xeber/${azOnly.id}`, '/en');
  expect(await level(page, 'untranslated')).toBe('warn');
  await expect(page.locator('[data-check="untranslated"]')).toContainText(
    'has no English translation',
  );
  await expect(page.locator('[data-check="language"]')).toContainText('en');
  // A translated one is not flagged.
  const translated = (await news(request, 'en')).find((n) => n.language !== 'az')!;
  await check(page, `/en/xeber/${translated.id}`, '/en');
  await expect(page.locator('[data-check="untranslated"]')).toHaveCount(0);
  expect(await level(page, 'hreflangOk')).toBe('ok');
});

test('an unknown address says there is no page to share', async ({ page }) => {
  await check(page, '/xeber/999999');
  await expect(page.getByRole('alert')).toContainText('404');
  await expect(page.locator('[data-network]')).toHaveCount(0);
});

test('another host is refused with a clear message, and no request reaches it', async ({
  page,
}) => {
  let hits = 0;
  const other = http.createServer((_, res) => {
    hits++;
    res.end('<html><head><title>x</title></head></html>');
  });
  const port = Number(new URL(E2E.local).port) + 45;
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
  try {
    for (const address of [
      `http://127.0.0.1:${port}/xeber/1`,
      'https://example.com/xeber/1',
      `//127.0.0.1:${port}/`,
    ]) {
      await check(page, address);
      await expect(page.getByRole('alert'), address).toContainText('başqa saytdır');
      await expect(page.locator('[data-network]')).toHaveCount(0);
    }
    await check(page, 'javascript:alert(1)');
    await expect(page.getByRole('alert')).toContainText('veb səhifənin ünvanı deyil');
    await check(page, '/paylasim-yoxlamasi?url=/');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(hits).toBe(0);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
