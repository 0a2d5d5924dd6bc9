import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';

/**
 * /haydar-aliyev-100-il is a static page of links in the spec (docs/contract.md
 * §2), not a §7 page: over an upstream that has no page of that short title
 * (the spec-only upstream in shape b) the site serves its own page of links,
 * 200 in both languages; where the source has the page (shape a, the embedded
 * database), its content is shown.
 */
const LINKS = {
  az: { title: 'Heydər Əliyev – 100', prefix: '', news: 'Xəbərlər' },
  en: { title: 'Heydar Aliyev – 100', prefix: '/en', news: 'News' },
};

for (const [locale, { title, prefix, news }] of Object.entries(LINKS)) {
  test(`${locale}: without the upstream's page, the site's own page of links answers 200`, async ({
    page,
  }) => {
    const response = await page.goto(`${E2E.remoteB}${prefix}/haydar-aliyev-100-il`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: news, exact: true })).toHaveAttribute(
      'href',
      `${prefix}/xeberler`,
    );
    expect(await main.locator('ul a').count()).toBeGreaterThanOrEqual(5);
  });
}

test("with the upstream's page, its content is shown", async ({ page }) => {
  const response = await page.goto(`${E2E.remote}/en/haydar-aliyev-100-il`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main')).toContainText('Upstream page text: haydar-aliyev-100-il.');
});
