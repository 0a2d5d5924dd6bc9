import { expect, test } from '@playwright/test';
import { ROUTES, STATIC_PAGES } from '@/lib/core/site/routes';

const PATHS = [...Object.values(ROUTES), ...STATIC_PAGES.map((p) => `/page/${p}`)];

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  test(`${locale}: every route of the spec answers with the shell, a heading and a breadcrumb`, async ({
    request,
  }) => {
    for (const path of PATHS) {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, path).toMatch(/<nav aria-label="(Naviqasiya zənciri|Breadcrumb)"/);
      expect(html, path).toContain('id="main"');
    }
  });
}

test('/budce_xulasesi moves permanently to /budce-xulasesi, in both languages', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/budce_xulasesi', '/budce-xulasesi'],
    ['/en/budce_xulasesi', '/en/budce-xulasesi'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(to);
  }
});

test('pages are never kept by a shared cache (each carries its own CSP nonce)', async ({
  request,
}) => {
  const response = await request.get('/page/sedr');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers()['set-cookie']).toBeUndefined();
});
