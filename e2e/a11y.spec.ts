import { expect, test } from '@playwright/test';
import { AXE_PAGES as PAGES, BEST_PRACTICE_TAGS, expectNoAxeViolations } from './axe';

/** Pages whose tables and grids must not make a phone scroll sideways (checked at every width). */
const NO_SIDEWAYS = new Set(['/qanunlar', '/videolar', '/qerarlarin-izlenilmesi?il=all&page=2']);

for (const width of [375, 1280]) {
  for (const locale of ['az', 'en']) {
    for (const [what, path] of PAGES) {
      test(`${locale} ${width}px: axe finds no WCAG 2.2 A/AA violations on ${what}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${locale === 'en' ? '/en' : ''}${path}`.replace(/^\/en\/$/, '/en'));
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        if (!NO_SIDEWAYS.has(path)) return;
        const [scroll, inner] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scroll, 'no sideways scrolling of the page').toBeLessThanOrEqual(inner);
      });
    }
  }
}

/** The pages checked with axe's best-practice rules too (issue 16, item 8). */
const BEST_PRACTICE_PAGES: Array<[string, string]> = [
  ['the home page', '/'],
  ['a publication list', '/xeberler'],
  ['a publication item', '/xeber/64'],
  ['the request form', '/sorgu-ve-muracietler'],
];

for (const width of [375, 1280]) {
  for (const locale of ['az', 'en']) {
    for (const [what, path] of BEST_PRACTICE_PAGES) {
      test(`${locale} ${width}px: axe finds no WCAG or best-practice violations on ${what}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${locale === 'en' ? '/en' : ''}${path}`.replace(/^\/en\/$/, '/en'));
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, [], BEST_PRACTICE_TAGS);
      });
    }
  }
}

test('az 375px: axe finds no violations with the phone menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menyunu aç' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Media', exact: true }).click();
  await expectNoAxeViolations(page);
});

test('az 1280px: axe finds no violations with the video player open', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/videolar');
  await page.locator('article[data-kind="video"] a').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, ['iframe']);
});
