import { expect, test } from '@playwright/test';
import { REFUSED } from './fixtures/spec-upstream/data';
import { E2E } from '../playwright.config';
import { clientNavigate } from './helpers';

/**
 * docs/contract.md §8: a false status shows the server's message, the default one only
 * when there is none. The spec-only upstream refuses REFUSED's ids with
 * status false; the page's error view shows its message as text, in the
 * server's HTML (no JavaScript) and after a client-side navigation, over
 * both shapes of the upstream and in both languages.
 */
const VARIANTS = [
  ['shape a', E2E.remote],
  ['shape b', E2E.remoteB],
] as const;
const DEFAULT = { az: 'Bilinməyən xəta baş verdi', en: 'An unknown error occurred' };

for (const [shape, base] of VARIANTS) {
  for (const [locale, prefix] of [
    ['az', ''],
    ['en', '/en'],
  ] as const) {
    test.describe(`${shape}, ${locale}`, () => {
      test.use({ javaScriptEnabled: false });

      test("the upstream's message is the error view's, as text", async ({ page }) => {
        const response = await page.goto(`${base}${prefix}/xeber/${REFUSED.withMessage.id}`);
        expect(response?.status()).toBe(500);
        const alert = page.getByRole('main').getByRole('alert');
        await expect(alert).toHaveText(REFUSED.withMessage.message);
        await expect(alert.locator('b')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      });

      test('an empty message shows the default one', async ({ page }) => {
        const response = await page.goto(`${base}${prefix}/xeber/${REFUSED.withoutMessage.id}`);
        expect(response?.status()).toBe(500);
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(DEFAULT[locale]);
      });
    });
  }
}

test("after a client-side navigation the error boundary shows the upstream's message too", async ({
  page,
}) => {
  await page.goto(`${E2E.remote}/xeberler`);
  await clientNavigate(page, `/xeber/${REFUSED.withMessage.id}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(REFUSED.withMessage.message);
});
