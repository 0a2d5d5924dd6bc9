import { test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const PAGES = [
  ['the home shell', '/'],
  ['a static page', '/page/tez-tez-verilen-suallar'],
  ['the 404 page', '/no-such-section'],
  ['a record', '/audit/53'],
  ['the archive filter', '/filter?type=audit&audit_nov=2'],
  ['the search results', '/search?query=audit'],
  ['a publication list', '/xeberler'],
  ['the announcements with a section chosen', '/elanlar?section=satinalma'],
  ['the project categories', '/layiheler'],
  ['a publication item with a gallery', '/xeber/64'],
  ['an item 404 page', '/musahibe/999999'],
];

for (const width of [375, 1280]) {
  for (const locale of ['az', 'en']) {
    for (const [what, path] of PAGES) {
      test(`${locale} ${width}px: axe finds no WCAG 2.2 A/AA violations on ${what}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${locale === 'en' ? '/en' : ''}${path}`.replace(/^\/en\/$/, '/en'));
        await expectNoAxeViolations(page);
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
