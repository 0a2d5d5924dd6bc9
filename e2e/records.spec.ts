import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

const meta = (page: Page, attr: 'name' | 'property', key: string) =>
  page.locator(`meta[${attr}="${key}"]`).first().getAttribute('content');

/**
 * Each record's facts under its title (docs/design.md, "Record facts"): label, value, and the
 * record's field whose archive filter the value links to (null: no link).
 */
type Fact = [label: string, value: string, field: string | null];
const RECORDS: Record<'az' | 'en', { path: string; type: string; facts: Fact[] }[]> = {
  az: [
    {
      path: '/audit/53',
      type: 'Audit',
      facts: [
        ['Növ', 'Audit', 'type'],
        ['Auditin növü', 'Maliyyə auditi', 'audit_nov'],
        ['Audit sahəsi', 'Energetika və kommunal xidmətlər', 'audit_sahe'],
        ['Coğrafiya', 'Bakı şəhəri', 'cografiya'],
        ['İl', '2026', null],
      ],
    },
    {
      path: '/rey/56',
      type: 'Rəy',
      facts: [
        ['Növ', 'Rəy', 'type'],
        ['Rəyin əhatə dairəsi', 'Dövlət büdcəsi', 'rey_nov'],
        ['Büdcə mərhələsi', 'Büdcənin icrası', 'rey_merhele'],
        ['İl', '2026', null],
      ],
    },
    {
      path: '/fealiyyet-hesabati/60',
      type: 'Fəaliyyət hesabatı',
      facts: [
        ['Növ', 'Fəaliyyət hesabatı', 'type'],
        ['Hesabatın növü', 'Yarımillik hesabat', null],
        ['İl', '2026', 'il'],
      ],
    },
  ],
  en: [
    {
      path: '/en/audit/53',
      type: 'Audit',
      facts: [
        ['Type', 'Audit', 'type'],
        ['Audit type', 'Financial audit', 'audit_nov'],
        ['Audit area', 'Energy and utilities', 'audit_sahe'],
        ['Geography', 'Baku city', 'cografiya'],
        ['Year', '2026', null],
      ],
    },
    {
      path: '/en/rey/56',
      type: 'Opinion',
      facts: [
        ['Type', 'Opinion', 'type'],
        ['Opinion scope', 'State budget', 'rey_nov'],
        ['Budget stage', 'Budget execution', 'rey_merhele'],
        ['Year', '2026', null],
      ],
    },
    {
      path: '/en/fealiyyet-hesabati/60',
      type: 'Activity report',
      facts: [
        ['Type', 'Activity report', 'type'],
        ['Report type', 'Semi-annual report', null],
        ['Year', '2026', 'il'],
      ],
    },
  ],
};
const SHARE = { az: 'Paylaş', en: 'Share' };

for (const locale of ['az', 'en'] as const) {
  for (const record of RECORDS[locale]) {
    test(`${locale}: ${record.path} shows type, date, title, its facts linked to the filter, photo, body and sharing, without JavaScript`, async ({
      browser,
      request,
    }) => {
      // The server's HTML as it is: nothing on the page may need a script.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.local });
      const page = await context.newPage();
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
      // GOV.UK's summary list under the title, each value a link to the archive filter of that
      // value where the filter offers it.
      const h1Bottom = await main
        .getByRole('heading', { level: 1 })
        .evaluate((h) => h.getBoundingClientRect().bottom);
      const rows = main.locator('dl > div');
      await expect(rows.locator('dt')).toHaveText(record.facts.map(([label]) => label));
      await expect(rows.locator('dd')).toHaveText(record.facts.map(([, value]) => value));
      expect(await rows.first().evaluate((r) => r.getBoundingClientRect().top)).toBeGreaterThan(
        h1Bottom,
      );
      const filter = `${locale === 'en' ? '/en' : ''}/filter?type=${type}`;
      const links = record.facts.map(([, , field]) =>
        field === null ? null : field === 'type' ? filter : `${filter}&${field}=${data[field]}`,
      );
      expect(
        await rows
          .locator('dd')
          .evaluateAll((dds) =>
            dds.map((dd) => dd.querySelector('a')?.getAttribute('href') ?? null),
          ),
      ).toEqual(links);
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
      await context.close();
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
