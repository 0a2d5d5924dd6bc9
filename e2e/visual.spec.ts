import { expect, test, type Page } from '@playwright/test';

/**
 * Visual regression (issue 27, docs/design.md "Visual regression"): the first viewport of each
 * main page kind at 375 px (a touch phone) and 1,280 px, compared with the reference images in
 * e2e/visual.spec.ts-snapshots/. Light theme, no cookie, reduced motion (the sliders do not
 * autoplay), demo content. The references change only through `npm run test:visual:update`.
 */

/** The fonts the references were rendered with (Debian 12: fonts-dejavu-core, fonts-liberation). */
const REFERENCE_FONT = 'DejaVu Sans';

const WIDTHS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

type Shot = {
  /** The reference image's name (without width and extension). */
  name: string;
  /** The address, or how to find it. */
  path: string | ((page: Page) => Promise<string>);
  /** Takes only these widths (both when absent). */
  only?: keyof typeof WIDTHS;
  /** The dark theme (the system's, no cookie) instead of the light one. */
  dark?: true;
  /** What to do on the page before the picture (a failed submission). */
  act?: (page: Page) => Promise<void>;
  /** What other tests of the run change (counts, dates): masked, selectors. */
  mask?: string[];
};

/** The address of the first item a list page links to (/xeberler → /xeber/N). */
const firstItem = (list: string, kind: string) => async (page: Page) => {
  await page.goto(list);
  const href = await page
    .getByRole('main')
    .locator(`a[href^="/${kind}/"]`)
    .first()
    .getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${kind}/\\d+$`));
  return href!;
};

const SHOTS: Shot[] = [
  { name: 'az-home', path: '/' },
  { name: 'az-news-list', path: '/xeberler' },
  { name: 'az-news-item', path: firstItem('/xeberler', 'xeber') },
  { name: 'az-audit-record', path: '/audit/53' },
  { name: 'az-archive-filter', path: '/filter' },
  { name: 'az-tracker', path: '/qerarlarin-izlenilmesi' },
  { name: 'az-recommendation', path: '/qerarlarin-izlenilmesi/5' },
  { name: 'az-search-results', path: '/search?query=hesabatlar' },
  { name: 'az-request-form', path: '/sorgu-ve-muracietler' },
  { name: 'az-static-page', path: '/page/haqqimizda' },
  { name: 'az-not-found', path: '/bele-bir-sehife-yoxdur' },
  { name: 'en-home', path: '/en' },
  { name: 'en-news-list', path: '/en/xeberler', only: 'phone' },
  { name: 'en-request-form', path: '/en/sorgu-ve-muracietler', only: 'desktop' },
  // Issue 37: the screens its design review changed.
  { name: 'az-survey', path: '/sorgu' },
  {
    name: 'az-request-form-errors',
    path: '/sorgu-ve-muracietler',
    act: async (page) => {
      await page.getByRole('button', { name: 'Göndər' }).click();
      await expect(page.getByRole('group', { name: /düzəldilməli/ })).toBeFocused();
    },
  },
  { name: 'en-archive-filter', path: '/en/filter' },
  { name: 'en-developers', path: '/en/tertibatcilar' },
  { name: 'az-open-data', path: '/aciq-melumatlar', mask: ['dd[data-rows]', 'dd time'] },
  { name: 'az-home-dark', path: '/', dark: true },
  { name: 'az-news-item-dark', path: firstItem('/xeberler', 'xeber'), dark: true },
];

/**
 * Waits until the page is still: web fonts and every image in the first viewport loaded, scripts
 * hydrated, and the text rendered in the reference font (a different font would fail every image
 * with a confusing diff; this says what to install instead).
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        // Lazy images to the side (a slider's next slides) never load: only those on screen.
        return (
          r.bottom > 0 &&
          r.top < window.innerHeight &&
          r.right > 0 &&
          r.left < window.innerWidth &&
          r.width > 0
        );
      })
      .every((img) => img.complete),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  expect(
    fonts.map((f) => f.familyName),
    `the page's heading must render in ${REFERENCE_FONT}, the font of the reference images ` +
      '(install fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation; docs/design.md)',
  ).toContain(REFERENCE_FONT);
}

for (const [width, device] of Object.entries(WIDTHS)) {
  test.describe(`visual, ${device.viewport.width} px`, () => {
    test.use({
      ...device,
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      timezoneId: 'Asia/Baku',
    });

    for (const shot of SHOTS.filter((s) => !s.only || s.only === width))
      test(`${shot.name} looks as its reference`, async ({ page }) => {
        // Two page loads and a stable picture: slow on a loaded 2-core machine.
        test.setTimeout(90_000);
        if (shot.dark) await page.emulateMedia({ colorScheme: 'dark' });
        const path = typeof shot.path === 'string' ? shot.path : await shot.path(page);
        await page.goto(path);
        await settle(page);
        await shot.act?.(page);
        await expect(page).toHaveScreenshot(`${shot.name}-${device.viewport.width}.png`, {
          // What is not the site's to draw: the captcha widget and any third-party frame.
          // And what other tests of the run change (the shot's own mask).
          mask: [
            page.locator('altcha-widget'),
            page.locator('iframe'),
            ...(shot.mask ?? []).map((selector) => page.locator(selector)),
          ],
          timeout: 15_000,
        });
      });
  });
}
