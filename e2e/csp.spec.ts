import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { HOSTILE_ID } from './fixtures/hostile';
import { fillRequest, solveCaptcha } from './forms-helpers';
import { clientNavigate } from './helpers';

// The production policy (lib/platform/security/csp.ts) in Chromium: no page type in
// either language reports a violation, and the features that load scripts,
// workers, styles and frames still work under it.

type Watch = { violations: () => Promise<string[]> };

/** Collects CSP violations: the page's securitypolicyviolation events and console errors. */
async function watchCsp(page: Page): Promise<Watch> {
  const console: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (m) => {
    if (/content.security.policy|refused to/i.test(m.text())) console.push(m.text());
  });
  // The frames' hosts are unreachable here: stand-ins, so that the frames load.
  await page.route(/youtube-nocookie\.com|openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>frame</p>' }),
  );
  return {
    violations: async () => [
      ...console,
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ],
  };
}

const PAGES = [
  '/',
  '/xeberler',
  '/xeber/64',
  '/cixislar',
  '/videolar',
  '/infoqrafikler',
  '/budce-xulasesi',
  '/qanunlar',
  '/dovlet-qullugu',
  '/qerarlarin-izlenilmesi?il=all',
  '/filter',
  '/search?q=audit',
  '/sorgu-ve-muracietler',
  '/sorgu',
  '/no-such-page',
  '/xeber/999999',
];

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  test(`${locale}: no page type reports a CSP violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const watch = await watchCsp(page);
    for (const path of PAGES) {
      await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
      await page.waitForLoadState('load');
      // Hydrated: Next's scripts ran (they carry the nonce).
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await watch.violations(), path).toEqual([]);
    }
  });
}

test('with JavaScript off, the CSS in the HTML applies under the policy (no style sheet to wait for)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/content.security.policy|refused to/i.test(m.text())) refused.push(m.text());
  });
  for (const path of ['/', '/en/xeberler', '/xeber/64', '/no-such-page']) {
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(r.url());
    });
    await page.goto(path);
    // globals.css (the page background) and a CSS module (the skip link kept off screen).
    await expect(page.locator('body'), path).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await expect(page.locator('.skip-link'), path).toHaveCSS('position', 'absolute');
    expect(sheets, path).toEqual([]);
  }
  expect(refused).toEqual([]);
  await context.close();
});

test('the CSS comes once in the HTML; the page hydrates and navigates with it (scripts/flight-css-once.mjs)', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/xeber/64', '/en/xeberler']) {
    const html = await (await request.get(path)).text();
    const style = /<style nonce="[^"]+" data-precedence="next"[^>]*>([^<]+)<\/style>/.exec(html);
    expect(style, path).toBeTruthy();
    // A rule of the site's own CSS: once in the document (the <style>), not again in the RSC payload.
    expect(style![1], path).toContain('.skip-link');
    expect(html.split('.skip-link{').length - 1, path).toBe(1);
  }
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/xeber/64');
  await page.waitForFunction(() => 'next' in window);
  const sheet = () => page.evaluate(() => document.querySelector('style[data-href]')?.textContent);
  const served = await sheet();
  // A client navigation to a page with a style sheet of its own, and back: the
  // server's <style> stays as it was, the list's file arrives as a <link>.
  await clientNavigate(page, '/xeberler');
  await expect(page).toHaveURL(/\/xeberler$/);
  await expect(page.locator('link[rel="stylesheet"][data-precedence="next"]')).not.toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/xeber\/64$/);
  expect(await sheet()).toBe(served);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 248, 250)');
  await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
  expect(errors).toEqual([]);
});

test('interactive features work under the policy', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await watchCsp(page);

  // Sliders and Load more on the home page and a list.
  await page.goto('/');
  const carousel = page.locator('section[aria-roledescription="carousel"]').first();
  const first = await carousel.locator('[data-slide]:not([inert])').first().textContent();
  await carousel
    .getByRole('button', { name: /next|növbəti|sonrakı/i })
    .first()
    .click();
  await expect
    .poll(() => carousel.locator('[data-slide]:not([inert])').first().textContent())
    .not.toBe(first);
  await page.goto('/xeberler');
  const cards = page.getByRole('main').getByRole('article');
  const before = await cards.count();
  await page.getByRole('link', { name: 'Daha çox göstər' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);

  // The video dialog (an iframe on the privacy-enhanced host).
  await page.goto('/videolar');
  await page.locator('main [aria-haspopup="dialog"]').first().click();
  await expect(page.locator('dialog iframe')).toHaveAttribute('src', /youtube-nocookie\.com/);
  await expect(page.frameLocator('dialog iframe').locator('p')).toHaveText('frame');
  await page.keyboard.press('Escape');

  // The map (an OpenStreetMap frame, on request).
  await page.locator('footer').getByRole('button').first().click();
  await expect(page.frameLocator('footer iframe').locator('p')).toHaveText('frame');

  // The request form's captcha: ALTCHA's blob: workers, its style sheet applied.
  await page.goto('/sorgu-ve-muracietler');
  await fillRequest(page);
  await solveCaptcha(page);
  await expect(page.locator('altcha-widget .altcha-main')).toHaveCSS('display', 'flex');
  // The form's own check (zod, fetched on the first keystroke) parses without eval.
  await page.locator('#f-e_poct').fill('aysel@');
  await page.getByRole('button', { name: 'Göndər' }).click();
  await expect(page.locator('#f-e_poct')).toHaveAttribute('aria-invalid', 'true');

  expect(await watch.violations()).toEqual([]);
});

test('a hostile body: nothing runs, the violation is reported instead', async ({ page }) => {
  const watch = await watchCsp(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // The hostile upstream's item, as if its markup had got past the sanitizer:
  // a script, an inline handler and a javascript: link added to the body,
  // served with the page's own headers.
  const url = `${E2E.hostile}/xeber/${HOSTILE_ID}`;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__pwned=1</script><img src="/x.png" onerror="window.__pwned=2">' +
        '<a id="pwn" href="javascript:window.__pwned=3">x</a>' +
        '<style>#pwn{display:none}</style></body>',
    );
    await route.fulfill({ response, body: html });
  });
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  await page.locator('#pwn').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const reported = (await watch.violations()).join('\n');
  expect(reported).toMatch(/script-src-elem inline/);
  // A <style> without the nonce is refused too (the page's own carries it).
  await expect(page.locator('#pwn')).toBeVisible();
  expect(reported).toMatch(/style-src-elem inline/);
  expect(reported).toMatch(/script-src-attr inline/);
});
