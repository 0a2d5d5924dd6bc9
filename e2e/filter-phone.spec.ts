import { expect, test } from '@playwright/test';

/**
 * The archive filter on a phone (issue 27, item 3): the groups wait behind one
 * "Filter" disclosure that counts the choices, the results say how many there
 * are and come first, and each reads as a document. With and without JavaScript.
 */
const L = {
  az: {
    prefix: '',
    panel: 'Filtr',
    chosen: '2 seçilib',
    none: 'seçim yoxdur',
    count: '6 sənəd tapıldı',
    results: 'Nəticələr',
    group: 'Auditin növü',
    type: 'Audit',
    rey: 'Rəy',
    reyCount: '14 sənəd tapıldı',
  },
  en: {
    prefix: '/en',
    panel: 'Filter',
    chosen: '2 selected',
    none: 'none selected',
    count: '6 documents found',
    results: 'Results',
    group: 'Audit type',
    type: 'Audit',
    rey: 'Opinion',
    // The Azerbaijani-only opinion too, labelled (docs/languages.md): as many as in az.
    reyCount: '14 documents found',
  },
} as const;

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 375, height: 812 } });

    for (const [locale, t] of Object.entries(L)) {
      test(`${locale}, 375 px: the groups start closed behind "Filter", the first result is near the top`, async ({
        page,
      }) => {
        await page.goto(`${t.prefix}/filter?type=audit&audit_nov=2`);
        const summary = page.locator('summary', { hasText: t.panel });
        await expect(summary).toBeVisible();
        await expect(summary).toContainText(t.chosen);
        const group = page.getByRole('list', { name: t.group, exact: true });
        await expect(group).toBeHidden();
        await expect(page.getByRole('heading', { level: 2, name: t.count })).toBeVisible();
        const results = page.getByRole('list', { name: t.results });
        const first = results.locator('h3 a').first();
        const box = await first.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeLessThan(600);
        // Documents, not photo cards: a type tag and a date on every row, no picture.
        await expect(results.locator('img')).toHaveCount(0);
        for (const row of await results.locator(':scope > li').all()) {
          await expect(row).toContainText(t.type);
          await expect(row.locator('time')).toHaveCount(1);
        }

        await summary.click();
        await expect(group).toBeVisible();
        await page.getByRole('link', { name: t.rey, exact: true }).click();
        await expect(page).toHaveURL(/\?type=rey$/);
        await expect(page.getByRole('heading', { level: 2, name: t.reyCount })).toBeVisible();
        await expect(page.locator('summary', { hasText: t.panel })).toContainText(
          locale === 'az' ? '1 seçilib' : '1 selected',
        );
      });
    }

    test('en, 1280 px: the groups are shown without opening anything', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/en/filter');
      await expect(page.locator('summary', { hasText: 'Filter' })).toBeHidden();
      await expect(page.getByRole('list', { name: 'Type', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Audit', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Audit type', exact: true })).toBeVisible();
    });
  });
}
