import { expect, test } from '@playwright/test';
import { clientNavigate } from './helpers';

const NOT_FOUND = [
  ['an unknown route', '/no-such-section'],
  ['a deep unknown route', '/a/b/c'],
  ['an unknown record id', '/audit/999999'],
  ['a record id that is not a number', '/audit/abc'],
  ['a record under another type', '/fealiyyet-hesabati/999998'],
  ['an unknown static page', '/page/no-such-page'],
  ['a record type without id', '/audit'],
  ['a file-like address', '/wp-login.php'],
  ['a file-like address in a section', '/favicon.ico/xeberler'],
];

for (const [locale, title, text] of [
  ['az', 'Səhifə tapılmadı', 'silinmiş və ya dəyişdirilmiş'],
  ['en', 'Page not found', 'removed or changed'],
] as const) {
  for (const [what, path] of NOT_FOUND) {
    test(`${locale}: ${what} gives the 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(`${locale === 'en' ? '/en' : ''}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /Ana səhifəyə qayıt|Back to the home page/ }),
      ).toBeVisible();
    });
  }
}

test('a client-side navigation to an unknown item gives the server 404 page (NotFoundReload)', async ({
  page,
}) => {
  await page.goto('/xeberler');
  await page.waitForFunction(() => 'next' in window);
  const reloaded = page.waitForResponse(
    (r) => r.url().endsWith('/xeber/999999') && r.request().isNavigationRequest(),
  );
  await clientNavigate(page, '/xeber/999999');
  expect((await reloaded).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xəbər tapılmadı');
  await expect(page.getByRole('main')).toContainText('Nə baş vermiş ola bilər');
});

test('a record is found only under its own type', async ({ page, request }) => {
  const { dercler } = await (
    await request.post('/api/dercler/get', { data: { limit: 1, type: 'audit' } })
  ).json();
  const id = dercler[0].id;
  expect((await page.goto(`/audit/${id}`))?.status()).toBe(200);
  expect((await page.goto(`/rey/${id}`))?.status()).toBe(404);
});

test('the session store: a live hp_token is kept, an expired one is cleared and sends the visitor home', async ({
  page,
}) => {
  await page.goto('/page/lima');
  const future = Math.floor(Date.now() / 1000) + 3600;
  await page.evaluate((t) => {
    localStorage.setItem('hp_token', 'abc');
    localStorage.setItem('hp_logout_date', String(t));
  }, future);
  await page.reload();
  // Hydrated: the store's check has run (a check still to come would see the date changed below
  // and send this page home).
  await page.locator('header [data-js="on"]').first().waitFor({ state: 'attached' });
  expect(await page.evaluate(() => localStorage.getItem('hp_token'))).toBe('abc');

  await page.evaluate(() =>
    localStorage.setItem('hp_logout_date', String(Math.floor(Date.now() / 1000) - 5)),
  );
  // The page's script sends the visitor home once it runs, possibly before the load event that a
  // goto waits for by default: wait for the page's response, then for where the visitor ends.
  await page.goto('/en/page/lima', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/en$/);
  expect(await page.evaluate(() => localStorage.getItem('hp_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('hp_logout_date'))).toBeNull();
});
