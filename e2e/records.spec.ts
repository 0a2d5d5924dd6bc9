import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

const meta = (page: Page, attr: 'name' | 'property', key: string) =>
  page.locator(`meta[${attr}="${key}"]`).first().getAttribute('content');

const RECORDS = {
  az: [
    {
      path: '/audit/53',
      type: 'Audit',
      badges: ['Maliyyə auditi', 'Energetika və kommunal xidmətlər', 'Bakı şəhəri', '2026'],
    },
    { path: '/rey/56', type: 'Rəy', badges: ['Dövlət büdcəsi', 'Büdcənin icrası', '2026'] },
    { path: '/fealiyyet-hesabati/60', type: 'Fəaliyyət hesabatı', badges: ['2026'] },
  ],
  en: [
    {
      path: '/en/audit/53',
      type: 'Audit',
      badges: ['Financial audit', 'Energy and utilities', 'Baku city', '2026'],
    },
    { path: '/en/rey/56', type: 'Opinion', badges: ['State budget', 'Budget execution', '2026'] },
    { path: '/en/fealiyyet-hesabati/60', type: 'Activity report', badges: ['2026'] },
  ],
};
const BADGES = { az: 'Təsnifat', en: 'Classification' };
const SHARE = { az: 'Paylaş', en: 'Share' };

for (const locale of ['az', 'en'] as const) {
  for (const record of RECORDS[locale]) {
    test(`${locale}: ${record.path} shows type, date, badges, title, photo, body and sharing`, async ({
      page,
      request,
    }) => {
      const [, type, id] = /\/([a-z-]+)\/(\d+)$/.exec(record.path)!;
      const { dercler } = await (
        await request.post('/api/dercler/get', {
          data: { id: Number(id), type_short_title: type, language: locale },
        })
      ).json();
      const data = dercler[0];
      const response = await page.goto(record.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(data.title);
      await expect(main.getByText(record.type, { exact: true }).first()).toBeVisible();
      const [y, m, d] = data.date.slice(0, 10).split('-');
      await expect(main.locator('time').first()).toHaveText(`${d}-${m}-${y}`);
      await expect(
        main.getByRole('list', { name: BADGES[locale] }).getByRole('listitem'),
      ).toHaveText(record.badges);
      await expect(
        main
          .locator(
            `img[src^="/_next/image?url=${encodeURIComponent(`/img/dercler/${data.photo}`)}&"]`,
          )
          .first(),
      ).toBeVisible();
      await expect(main.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
      await expect(main.getByRole('group', { name: SHARE[locale] })).toBeVisible();
      const firstWords = (data.text as string)
        .replace(/<[^>]+>/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(0, 5)
        .join(' ');
      await expect(main).toContainText(firstWords);
    });
  }

  test(`${locale}: a record's head is complete for crawlers and link previews`, async ({
    page,
  }) => {
    const path = locale === 'az' ? '/audit/53' : '/en/audit/53';
    await page.goto(path);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(new RegExp(`^${title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${E2E.local}${path}`,
    );
    expect(await page.locator('link[rel="alternate"][hreflang="az"]').getAttribute('href')).toBe(
      `${E2E.local}/audit/53`,
    );
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(
      `${E2E.local}/en/audit/53`,
    );
    const description = await meta(page, 'name', 'description');
    expect(description!.length).toBeGreaterThan(40);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(await meta(page, 'property', 'og:type')).toBe('article');
    expect(await meta(page, 'property', 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+/);
    expect(await meta(page, 'property', 'article:published_time')).toMatch(/^2026-08-08/);
    expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((s) => s.flatMap((x) => [JSON.parse(x.textContent ?? 'null')].flat()));
    const types = blocks.flatMap((b) =>
      (b['@graph'] ?? [b]).map((n: { '@type': string }) => n['@type']),
    );
    expect(types.some((t) => t === 'Report' || t === 'Article')).toBe(true);
    expect(types).toContain('BreadcrumbList');
  });
}

const MISSING = [
  ['a type without id', '/audit'],
  ['an id that is not a number', '/audit/abc'],
  ['a zero id', '/rey/0'],
  ['a record that does not exist', '/audit/999999'],
  ['a type that does not match the record', '/rey/53'],
  ['an unknown type', '/nonsense/53'],
  ['a path below a record', '/audit/53/more'],
];

for (const [what, path] of MISSING) {
  for (const prefix of ['', '/en']) {
    test(`${prefix ? 'en' : 'az'}: ${what} is a 404 page`, async ({ page }) => {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        prefix ? 'Page not found' : 'Səhifə tapılmadı',
      );
    });
  }
}
