import { expect, test } from '@playwright/test';
import { E2E, E2E_SLOW_TIMEOUT_MS } from '../playwright.config';

/**
 * An upstream that answers every call after 20 s, with a 4 s timeout: however
 * many calls a page makes (in parallel or one after the other, quiet
 * secondary ones included, and again in Next's error render), the visitor
 * gets the spec's error within one timeout plus rendering, never one timeout
 * per call. The time is the server's answer (the HTML), not the browser's load.
 */
const PAGES = ['/', '/en/qerarlarin-izlenilmesi', '/xeber/5001', '/en/dovlet-qullugu', '/filter'];

for (const path of PAGES) {
  test(`${path}: the error page within one upstream timeout`, async ({ request }) => {
    const started = Date.now();
    const response = await request.get(`${E2E.slow}${path}`);
    const html = await response.text();
    const elapsed = Date.now() - started;
    if (path.includes('dovlet-qullugu')) {
      // Its five sections fail quietly: the page renders, each tab with the empty error dialog.
      expect(response.status()).toBe(200);
    } else {
      expect(response.status()).toBeGreaterThanOrEqual(500);
      expect(html).toMatch(/Xəta baş verdi|Something went wrong/);
    }
    // One timeout plus rendering; two timeouts in a row would be 8 s or more.
    expect(elapsed).toBeLessThan(2 * E2E_SLOW_TIMEOUT_MS);
  });
}
