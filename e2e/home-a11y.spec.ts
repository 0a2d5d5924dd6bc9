import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  ['the home page', '/'],
  ['a record', '/audit/53'],
  ['the filter', '/filter?type=audit&audit_nov=2'],
  ['the search results', '/search?query=audit'],
];

for (const width of [375, 1280]) {
  for (const locale of ['az', 'en']) {
    for (const [what, path] of PAGES) {
      test(`${locale} ${width}px: axe finds no WCAG 2.2 A/AA violations on ${what}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(locale === 'en' ? `/en${path === '/' ? '' : path}` : path);
        await expect(
          page.locator('[aria-roledescription="carousel"][data-js], main h1').first(),
        ).toBeAttached();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
        ).toEqual([]);
      });
    }
  }
}
