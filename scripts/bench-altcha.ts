/**
 * `npm run bench:altcha -- --url http://127.0.0.1:3000`: what the request
 * form's ALTCHA proof of work costs a visitor's browser and a bot, per cost.
 *
 * The browser part opens the running site's request form in headless
 * Chromium and replaces its challenge (page.route on the widget's GET of
 * /api/captcha/challenge; the bench fails if the substitution is not seen)
 * with one made here: the given cost (PBKDF2 iterations per attempt) and a
 * fixed counter (by default the mean of the server's draw from
 * [maxCounter/2, maxCounter)), so every run does the same work. The widget is
 * configured with `minDuration: 0` (its default 500 ms floor would hide the
 * work) and a fixed number of workers, then solved by a click. Printed per
 * cost: the median wall time click → verified, the solver's own time, and
 * the counter it found (checked against the one set), so the work is proven.
 *
 * The solver runs WebCrypto PBKDF2 in Web Workers; DevTools CPU throttling
 * (`--throttle`) slows the page's main thread only, so a phone figure is
 * derived from the unthrottled desktop figure with a stated factor instead
 * (docs/forms.md). Run with `--throttle 1,4` to see it for yourself.
 *
 * The bot part solves the same challenges in Node (altcha-lib, one thread).
 */
import { chromium, type Page } from '@playwright/test';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const URL_ = arg('url', 'http://127.0.0.1:3000');
const COSTS = arg('costs', '250,500,1000,2000,4000').split(',').map(Number);
const MAX_COUNTER = Number(arg('max-counter', '500'));
const COUNTER = Number(arg('counter', String(Math.round(MAX_COUNTER * 0.75))));
const RUNS = Number(arg('runs', '5'));
const WORKERS = arg('workers', '1,2').split(',').map(Number);
const THROTTLES = arg('throttle', '1').split(',').map(Number);
const SECRET = 'bench-secret-0123456789';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');

function challengeFor(cost: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: COUNTER,
    deriveKey,
    hmacSignatureSecret: SECRET,
    expiresAt: new Date(Date.now() + 600_000),
  });
}

/** One solve in the page: wall seconds, the solver's own seconds and the counter found. */
async function solveInPage(page: Page, workers: number) {
  const widget = page.locator('altcha-widget');
  await widget.locator('label').first().waitFor();
  await widget.evaluate(
    // Cast: the widget's configure() is the custom element's own method.
    (el, n) =>
      (el as HTMLElement & { configure(c: object): void }).configure({
        workers: n,
        minDuration: 0,
        auto: 'off',
      }),
    workers,
  );
  const start = Date.now();
  await widget.locator('label').first().click();
  await widget
    .locator('input[type="checkbox"]:checked')
    .waitFor({ state: 'attached', timeout: 300_000 });
  const wall = (Date.now() - start) / 1000;
  const payload = await widget.locator('input[name="verified_token"]').inputValue();
  const { solution } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  return { wall, took: (solution.time ?? 0) / 1000, counter: Number(solution.counter) };
}

async function browserPart() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(
    `Browser (headless Chromium), counter ${COUNTER} (max counter ${MAX_COUNTER}), ${RUNS} runs each:`,
  );
  for (const throttle of THROTTLES)
    for (const workers of WORKERS)
      for (const cost of COSTS) {
        const walls: number[] = [];
        const tooks: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const page = await browser.newPage();
          let served = 0;
          await page.route('**/api/captcha/challenge*', async (route) => {
            served++;
            await route.fulfill({ json: await challengeFor(cost) });
          });
          await page.goto(`${URL_}/sorgu-ve-muracietler`);
          if (throttle !== 1) {
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
          }
          const r = await solveInPage(page, workers);
          if (served !== 1) throw new Error(`the bench's challenge was served ${served} times`);
          if (r.counter !== COUNTER) throw new Error(`counter ${r.counter}, expected ${COUNTER}`);
          walls.push(r.wall);
          tooks.push(r.took);
          await page.close();
        }
        console.log(
          `  throttle ${throttle}x, ${workers} worker(s), cost ${String(cost).padStart(5)} ` +
            `(${COUNTER * cost} iterations): wall median ${median(walls).toFixed(2)} s ` +
            `[${fmt(walls)}], solver ${median(tooks).toFixed(2)} s, counter ${COUNTER} found`,
        );
      }
  await browser.close();
}

async function nodePart() {
  console.log(
    `Node ${process.version} (altcha-lib solveChallenge, one thread), ${RUNS} runs each:`,
  );
  for (const cost of COSTS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const challenge = await challengeFor(cost);
      const start = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey });
      times.push((performance.now() - start) / 1000);
      if (solution?.counter !== COUNTER) throw new Error(`Node found ${solution?.counter}`);
    }
    console.log(
      `  cost ${String(cost).padStart(5)}: median ${median(times).toFixed(2)} s [${fmt(times)}], ` +
        `${((COUNTER * cost) / median(times) / 1e6).toFixed(2)} M iterations/s`,
    );
  }
}

async function main() {
  if (!process.argv.includes('--node-only')) await browserPart();
  if (!process.argv.includes('--browser-only')) await nodePart();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
