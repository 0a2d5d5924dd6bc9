import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { HOSTILE_ID } from './fixtures/hostile';
import { fillRequest, solveCaptcha } from './forms-helpers';

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

test('with JavaScript off, the linked style sheets apply under the policy; the shared one is cached', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/content.security.policy|refused to/i.test(m.text())) refused.push(m.text());
  });
  const sheets: Set<string>[] = [];
  for (const path of ['/', '/en/xeberler', '/xeber/64', '/no-such-page']) {
    const html = await (await page.request.get(path)).text();
    // No <style> element: every rule comes from a same-origin file (style-src 'self').
    expect(html, path).not.toMatch(/<style\b/);
    const links = [
      ...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g),
    ];
    expect(links.length, path).toBeGreaterThan(0);
    sheets.push(new Set(links.map((m) => m[1]!)));
    await page.goto(path);
    // globals.css (the page background) and a CSS module (the skip link kept off screen).
    await expect(page.locator('body'), path).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await expect(page.locator('.skip-link'), path).toHaveCSS('position', 'absolute');
  }
  // The layout's style sheet is the same file on every page, and a browser keeps it.
  const shared = [...sheets[0]!].filter((href) => sheets.every((s) => s.has(href)));
  expect(shared.length).toBeGreaterThan(0);
  const res = await page.request.get(shared[0]!);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(refused).toEqual([]);
  await context.close();
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
  // A <style> without the nonce is refused too.
  await expect(page.locator('#pwn')).toBeVisible();
  expect(reported).toMatch(/style-src-elem inline/);
  expect(reported).toMatch(/script-src-attr inline/);
});
