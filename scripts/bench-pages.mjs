/**
 * `npm run bench:pages`: Lighthouse 12.8 (mobile: simulated slow 4G, 4× CPU slowdown) on the
 * production build, served on 127.0.0.1 with a fresh demo database. For each page kind in both
 * languages it runs Lighthouse N times and prints the median performance score, LCP, CLS and
 * TBT, and the first-load JavaScript (the page's own <script src> chunks, gzip) next to the part
 * every page shares (framework + layout). A benchmark, not a test: it asserts nothing.
 *   npm run bench:pages -- --runs 3 --port 3820
 * Plain .mjs: tsx would add helpers (__name) to functions Lighthouse runs inside the page.
 * Needs Chromium (CHROME_PATH, default /usr/lib/chromium/chromium) and an existing `next build`.
 *   --floor  measures a bare Next page instead (scripts/bench-floor.mjs): the framework's own
 *            cost on this machine, under which no page of the site can score.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFloor } from './bench-floor.mjs';
import { waitUp } from './wait-up.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
const FLOOR = process.argv.includes('--floor');
const PORT = Number(arg('port', '3820'));
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH || '/usr/lib/chromium/chromium';

async function firstHref(list, prefix) {
  const html = await (await fetch(`${BASE}${list}`)).text();
  const m = html.match(new RegExp(`href="(${prefix}/\\d+)"`));
  if (!m) throw new Error(`no item link on ${list}`);
  return m[1];
}

/** The page's script chunks and their gzip sizes (what a first visit downloads and runs). */
async function scriptSizes(path) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const sizes = new Map();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)) {
    const src = m[1].replace(/&amp;/g, '&');
    if (sizes.has(src)) continue;
    const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    sizes.set(src, gzipSync(body, { level: 9 }).length);
  }
  return sizes;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => (n / 1024).toFixed(0);

/** The site's page kinds in both languages, as [name, path]. */
async function sitePages() {
  const news = await firstHref('/xeberler', '/xeber');
  const record = await firstHref('/filter', '/[a-z-]+');
  const pages = [];
  for (const [prefix, lang] of [
    ['', 'az'],
    ['/en', 'en'],
  ]) {
    pages.push(
      [`home ${lang}`, `${prefix}/` === '/' ? '/' : prefix],
      [`list ${lang}`, `${prefix}/xeberler`],
      [`news item ${lang}`, `${prefix}${news}`],
      [`record ${lang}`, `${prefix}${record}`],
      [`filter ${lang}`, `${prefix}/filter`],
      [`tracker ${lang}`, `${prefix}/qerarlarin-izlenilmesi`],
      [`request form ${lang}`, `${prefix}/sorgu`],
    );
  }
  return pages;
}

/** The site's build (or the bare floor app), served on PORT. */
function startServer() {
  if (FLOOR) return startFloor(PORT);
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');
  return spawn('node', ['scripts/e2e-server.mjs', 'local', String(PORT)], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

async function main() {
  const server = startServer();
  try {
    await waitUp(FLOOR ? BASE : `${BASE}/api/tovsiyyeler/iller`);
    const pages = FLOOR ? [['bare Next page', '/']] : await sitePages();
    // Warm every page once (the first request of a route compiles nothing, but fills caches).
    for (const [, path] of pages) await fetch(`${BASE}${path}`);

    const js = new Map();
    for (const [name, path] of pages) js.set(name, await scriptSizes(path));
    const shared = [...js.values()].reduce(
      (acc, m) => new Set([...acc].filter((src) => m.has(src))),
      new Set(js.values().next().value.keys()),
    );
    const sharedBytes = [...shared].reduce(
      (n, src) => n + (js.values().next().value.get(src) ?? 0),
      0,
    );

    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows = [];
    const failed = [];
    /** Lighthouse's measure of this machine's speed, per run: figures compare only at a like index. */
    const benchmarkIndexes = [];
    try {
      for (const [name, path] of pages) {
        const runs = [];
        // Up to two extra attempts replace failed runs.
        for (let i = 0; i < RUNS + 2 && runs.length < RUNS; i++) {
          const result = await lighthouse(`${BASE}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const lhr = result.lhr;
          if (lhr.runtimeError) {
            // A failed run (no paint recorded, a page error) is reported, not averaged in as zeros.
            console.error(`${name}: run ${i + 1} failed: ${lhr.runtimeError.code}`);
            failed.push(name);
            continue;
          }
          if (lhr.environment?.benchmarkIndex)
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          runs.push({
            perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
          });
        }
        if (runs.length === 0) {
          console.log(`| ${name.padEnd(16)} | every run failed |`);
          continue;
        }
        const total = [...js.get(name).values()].reduce((a, b) => a + b, 0);
        const row = [
          name.padEnd(16),
          String(median(runs.map((r) => r.perf))).padStart(4),
          (median(runs.map((r) => r.lcp)) / 1000).toFixed(2).padStart(6),
          median(runs.map((r) => r.cls))
            .toFixed(3)
            .padStart(6),
          String(Math.round(median(runs.map((r) => r.tbt)))).padStart(5),
          kb(total).padStart(6),
          `+${kb(total - sharedBytes)}`.padStart(6),
        ].join(' | ');
        rows.push(`| ${row} |`);
        console.log(`| ${row} |   (${path})`);
      }
    } finally {
      await chrome.kill();
    }
    console.log(
      `\nmedian of ${RUNS} Lighthouse ${'12.8'} mobile runs; JS = first-load <script> chunks, gzip -9;` +
        ` shared by every page (framework + layout): ${kb(sharedBytes)} kB`,
    );
    console.log('| page | perf | LCP s | CLS | TBT ms | JS kB | page-own kB |');
    console.log(rows.join('\n'));
    if (failed.length) console.log(`failed runs (left out of the medians): ${failed.join(', ')}`);
    // Lighthouse multiplies the CPU time it observes by 4: a slower host shows a worse phone.
    if (benchmarkIndexes.length)
      console.log(
        `Lighthouse benchmarkIndex of this machine: median ${Math.round(median(benchmarkIndexes))}` +
          ` (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))});` +
          ' higher is faster; compare runs only at a like index',
      );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
