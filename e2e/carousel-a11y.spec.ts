import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Issue 26: every carousel is reachable and operable by keyboard, checked by
 * axe (scrollable-region-focusable, WCAG 2.1.1) once Swiper has started and
 * turned a slide, and without JavaScript (the scroll-snap strip), on every
 * page kind that has one: the home page (its one slider) and an item with body
 * images (the gallery, whose slides hold no link).
 */
const PAGES = [
  ['the home page', '/'],
  ['an item with a body gallery', '/xeber/64'],
] as const;

const carousels = 'section[aria-roledescription="carousel"]';

for (const width of [375, 1280]) {
  for (const [what, path] of PAGES) {
    test(`${width}px: axe finds no violation on ${what} after the sliders started`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const sliders = page.locator(carousels);
      expect(await sliders.count()).toBeGreaterThan(0);
      // A slider further down starts when a reader gets near it (components/slider/when-near.ts).
      for (const slider of await sliders.all()) {
        await slider.scrollIntoViewIfNeeded();
        await expect(slider).toHaveAttribute('data-js', '');
      }
      // Let autoplay turn a slide, as a visitor meets it a few seconds in.
      await page.mouse.move(1, 1);
      await page.waitForTimeout(3500);
      await expectNoAxeViolations(page);
    });
  }
}

/**
 * axe's scrollable-region-focusable, by hand (axe itself does not run in a
 * page without JavaScript): every element that scrolls is focusable or holds
 * something focusable.
 */
const unreachableScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const s = getComputedStyle(e);
        const x = e.scrollWidth > e.clientWidth + 13 && ['auto', 'scroll'].includes(s.overflowX);
        const y = e.scrollHeight > e.clientHeight + 13 && ['auto', 'scroll'].includes(s.overflowY);
        return x || y;
      })
      .filter((e) => e.tabIndex < 0 && !e.querySelector('a[href], button, input, [tabindex="0"]'))
      .map((e) => e.className),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [what, path] of PAGES) {
    test(`every scrolling strip on ${what} is reachable by keyboard`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator(carousels).count()).toBeGreaterThan(0);
      expect(await unreachableScrollers(page)).toEqual([]);
    });
  }

  test('the image gallery strip takes focus, is named and scrolls with the arrow keys', async ({
    page,
  }) => {
    await page.goto('/en/xeber/64');
    const strip = page.getByRole('group', { name: 'Photos', exact: true });
    await strip.focus();
    await expect(strip).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  });
});

test('the body gallery starts when a reader gets to it, and turns by keyboard from its controls', async ({
  page,
}) => {
  // Swiper's chunks are fetched only for a slider near the screen (components/slider/when-near.ts).
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/en/xeber/64');
  const gallery = page.locator(`main ${carousels}`).first();
  await page.waitForLoadState('networkidle');
  expect(await gallery.evaluate((e) => e.getBoundingClientRect().top)).toBeGreaterThan(
    1.5 * page.viewportSize()!.height,
  );
  await expect(gallery).not.toHaveAttribute('data-js');
  const fetched = scripts.length;
  // Reached by Tab from far above: focus lands on the strip, which starts Swiper, and then goes
  // on to the first control (the started strip is no tab stop).
  const focusInside = () => gallery.evaluate((g) => g.contains(document.activeElement));
  for (let i = 0; i < 60 && !(await focusInside()); i++) await page.keyboard.press('Tab');
  await expect(gallery).toHaveAttribute('data-js', '');
  expect(scripts.length, 'Swiper is fetched once the gallery is reached').toBeGreaterThan(fetched);
  await expect(gallery.getByRole('button').first()).toBeFocused();
  // Once started, the strip is no tab stop of its own: the controls are.
  await expect(gallery.locator('.swiper')).not.toHaveAttribute('tabindex');
  const shown = () =>
    gallery
      .locator('[data-slide]:not([inert])')
      .evaluateAll((s) => s.map((e) => Number((e as HTMLElement).dataset.slide)));
  await gallery.getByRole('button', { name: 'Next' }).focus();
  const before = await shown();
  await page.keyboard.press('Enter');
  await expect.poll(shown).not.toEqual(before);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(shown).toEqual(before);
});
