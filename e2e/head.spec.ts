import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

const meta = (page: Page, attr: 'name' | 'property', key: string) =>
  page.locator(`meta[${attr}="${key}"]`).first().getAttribute('content');

for (const [locale, path, other] of [
  ['az', '/page/sedr', 'en_US'],
  ['en', '/en/page/sedr', 'az_AZ'],
] as const) {
  test(`${locale}: a static page has a complete head`, async ({ page }) => {
    await page.goto(path);
    const site =
      locale === 'az'
        ? 'Azərbaycan Respublikasının Hesablama Palatası'
        : 'Chamber of Accounts of the Republic of Azerbaijan';
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${site}$`));
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    const description = await meta(page, 'name', 'description');
    expect(description!.length).toBeGreaterThan(20);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${E2E.local}${path}`,
    );
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );
    expect(alternates).toEqual({
      az: `${E2E.local}/page/sedr`,
      en: `${E2E.local}/en/page/sedr`,
      'x-default': `${E2E.local}/page/sedr`,
    });
    expect(await meta(page, 'property', 'og:site_name')).toBe(site);
    expect(await meta(page, 'property', 'og:locale')).toBe(locale === 'az' ? 'az_AZ' : 'en_US');
    expect(await meta(page, 'property', 'og:locale:alternate')).toBe(other);
    expect(await meta(page, 'property', 'og:type')).toBe('website');
    expect(await meta(page, 'property', 'og:url')).toBe(`${E2E.local}${path}`);
    expect(await meta(page, 'property', 'og:title')).toBeTruthy();
    expect(await meta(page, 'property', 'og:description')).toBe(description);
    expect(await meta(page, 'property', 'og:image')).toMatch(
      new RegExp(`^${E2E.local.replaceAll('.', '\\.')}/.+\\.png$`),
    );
    expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'name', 'twitter:image')).toMatch(/^http/);
    await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  });
}

test('the default preview image and the icon exist', async ({ request }) => {
  const og = await request.get('/og-default.png');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');
  expect((await request.get('/icon.svg')).status()).toBe(200);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'az', start_url: '/' });
});

test('an item page describes itself for link previews as an article', async ({ page, request }) => {
  const { xeberler } = await (
    await request.post('/api/xeberler/get', { data: { limit: 1, language: 'en' } })
  ).json();
  await page.goto(`/en/xeber/${xeberler[0].id}`);
  expect(await meta(page, 'property', 'og:type')).toBe('article');
  expect(await meta(page, 'property', 'article:published_time')).toBe(xeberler[0].date);
  expect((await meta(page, 'name', 'description'))!.length).toBeLessThanOrEqual(160);
});

test('robots.txt allows the pages and points to the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${E2E.local}/sitemap.xml`);
});

test('the sitemap lists every public URL in both languages with alternates and lastmod', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  // Well-formed: the browser's XML parser accepts it.
  await page.goto('/en');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      urls: doc.getElementsByTagName('url').length,
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.urls).toBeGreaterThan(300);
  for (const path of [
    '/',
    '/en',
    '/page/sedr',
    '/en/page/sedr',
    '/xeberler',
    '/en/filter',
    '/haydar-aliyev-100-il',
  ]) {
    expect(xml, path).toContain(`<loc>${E2E.local}${path}</loc>`);
  }
  expect(xml).toMatch(
    /<loc>[^<]+\/en\/xeber\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="az"/,
  );
  expect(xml).toMatch(/<loc>[^<]+\/audit\/\d+<\/loc>/);
  expect(xml).not.toContain('/search<');
});
