/**
 * `npm run bench:altcha -- --url http://127.0.0.1:3000`: how long the request
 * form's ALTCHA widget takes to solve in headless Chromium with the CPU
 * throttled 4x through the DevTools protocol (a stand-in for a mid-range
 * phone), for several costs. The page is the running site's request form; its
 * challenge is replaced by one made here with each cost (the server's own
 * challenge settings are not used). Prints the median of --runs solves.
 */
import { chromium } from '@playwright/test';
import { createAltchaChallenge } from '@/lib/captcha/altcha';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const URL_ = arg('url', 'http://127.0.0.1:3000');
const COSTS = arg('costs', '250,500,1000,2000').split(',').map(Number);
const MAX_COUNTER = Number(arg('max-counter', '500'));
const RUNS = Number(arg('runs', '3'));
const THROTTLE = Number(arg('throttle', '4'));

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`ALTCHA solve time, CPU throttled ${THROTTLE}x, max counter ${MAX_COUNTER}:`);
  for (const cost of COSTS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.route('**/api/captcha/challenge', async (route) =>
        route.fulfill({
          json: await createAltchaChallenge({
            secret: 'bench',
            cost,
            maxCounter: MAX_COUNTER,
            expiresS: 600,
          }),
        }),
      );
      await page.goto(`${URL_}/sorgu-ve-muracietler`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const widget = page.locator('altcha-widget');
      await widget.locator('label').first().waitFor();
      const start = Date.now();
      await widget.locator('label').first().click();
      await widget
        .locator('input[type="checkbox"]:checked')
        .waitFor({ state: 'attached', timeout: 120_000 });
      times.push((Date.now() - start) / 1000);
      await page.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `  cost ${String(cost).padStart(5)}: median ${median.toFixed(2)} s (${times.map((t) => t.toFixed(2)).join(', ')})`,
    );
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
