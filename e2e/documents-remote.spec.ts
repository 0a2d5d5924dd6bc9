import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

/** What a page shows in its main area: the card titles and file links, in order. */
async function cards(page: Page) {
  return page
    .getByRole('main')
    .locator('article')
    .evaluateAll((articles) =>
      articles.map((a) => [
        a.querySelector('h2, h3')?.textContent ?? '',
        a.querySelector('a')?.getAttribute('href') ?? '',
      ]),
    );
}

const PAGES = [
  '/en/qanunlar',
  '/metodiki-senedler',
  '/videolar',
  '/en/videolar?group=7',
  '/infoqrafikler?year=2024',
  '/en/budce-xulasesi',
  '/hesabat-xulasesi',
];

test.describe('the documents pages over an external API (AUDIT_API_URL)', () => {
  for (const path of PAGES) {
    test(`${path} shows what the local site shows`, async ({ page }) => {
      await page.goto(`${E2E.local}${path}`);
      const local = await cards(page);
      expect(local.length).toBeGreaterThan(0);
      await page.goto(`${E2E.remote}${path}`);
      const remote = await cards(page);
      // Files and photos resolve against the upstream's origin.
      expect(remote).toEqual(
        local.map(([title, href]) => [
          title,
          /^\/(files|img)\//.test(href!) ? `${E2E.local}${href}` : href,
        ]),
      );
    });
  }

  test('the civil service tabs show the upstream content', async ({ page }) => {
    await page.goto(`${E2E.local}/en/dovlet-qullugu#huquqi-aktlar`);
    const local = (await page.getByRole('tabpanel').textContent()) ?? '';
    expect(local.length).toBeGreaterThan(50);
    await page.goto(`${E2E.remote}/en/dovlet-qullugu#huquqi-aktlar`);
    await expect(page.getByRole('tabpanel')).toHaveText(local);
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
});
