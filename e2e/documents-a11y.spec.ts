import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  ['a legal list', '/qanunlar'],
  ['the videos', '/videolar'],
  ['a video group', '/videolar?group=7'],
  ['the civil service tabs', '/dovlet-qullugu#musahibe-neticeleri'],
  ['the infographics', '/infoqrafikler'],
  ['the budget summaries', '/budce-xulasesi'],
  ['the recommendations tracker', '/qerarlarin-izlenilmesi?il=all&page=2'],
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

for (const width of [375, 1280]) {
  for (const locale of ['az', 'en']) {
    for (const [what, path] of PAGES) {
      test(`${locale} ${width}px: axe finds no WCAG 2.2 A/AA violations on ${what}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${locale === 'en' ? '/en' : ''}${path}`);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
        ).toEqual([]);
        const [scroll, inner] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scroll, 'no sideways scrolling of the page').toBeLessThanOrEqual(inner);
      });
    }
  }
}

test('az 1280px: axe finds no violations with the video player open', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/videolar');
  await page.locator('article[data-kind="video"] a').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
