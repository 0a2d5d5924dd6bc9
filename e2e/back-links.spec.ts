import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { localPath } from '@/lib/platform/http/local-path';
import { craftedPath } from '@/test/crafted-paths';

// docs/security.md, "Back to the page": a visitor-given return address is followed only when,
// resolved as the browser resolves it, it stays on the site.

test('a back address leading to another host is neither linked nor redirected to', async ({
  page,
  request,
}) => {
  const theme = await request.post('/api/theme', {
    form: { theme: 'light', return: '/.//evil.example/x', lang: 'en' },
    maxRedirects: 0,
  });
  expect(theme.headers()['location']).toBe('/en');
  await page.goto('/en/bildirisler/netice?r=sent&back=%2F.%2F%2Fevil.example%2Fphish');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveCount(0);
});

test("what localPath answers stays on the site by Chromium's own resolution", async ({ page }) => {
  await page.goto('/en/bildirisler/netice?r=sent');
  const cases = fc
    .sample(craftedPath, { numRuns: 3000, seed: 20261128 })
    .map((value) => ({ value, path: localPath(value) ?? null }));
  const wrong = await page.evaluate((list) => {
    const here = location.origin;
    const a = document.createElement('a');
    const lead = (href: string) => {
      a.setAttribute('href', href);
      return { origin: a.origin, rest: a.pathname + a.search + a.hash };
    };
    return list.filter(({ value, path }) => {
      const led = lead(value);
      const staysHere = led.origin === here && !led.rest.startsWith('//');
      if (path === null) return staysHere;
      const answered = lead(path);
      return !staysHere || answered.origin !== here || answered.rest !== led.rest;
    });
  }, cases);
  expect(wrong).toEqual([]);
  expect(cases.filter((c) => c.path !== null).length).toBeGreaterThan(100);
});
