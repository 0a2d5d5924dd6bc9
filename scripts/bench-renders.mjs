/**
 * `npm run bench:renders`: what one instance renders and how much memory it keeps.
 *   renders   autocannon, 10 connections, 15 s per page (BENCH_SECONDS), against a news item,
 *             a news list, the home page and a search: req/s and p50/p99 in ms. Every page is
 *             rendered per request (its nonce), so this is the uncached render rate.
 *   --rss     8,000 distinct addresses (RSS_URLS), 8 at a time: items known and unknown,
 *             list pages, searches, filter combinations, both languages; prints the server's
 *             RSS every 1,000 requests and the plateau (the highest RSS of the last half).
 *   --floor   the same render rate of a bare Next page rendered per request (scripts/bench-floor.mjs):
 *             the framework's fixed cost per request on this machine.
 *   --weight  the page weights of scripts/page-weight.mjs (raw, gzip, CSS, RSC share);
 *             with --detail, what each RSC payload is made of.
 *   --base URL  measure a server that is already running instead of starting one.
 *   --db server   serve from the PostgreSQL server of DATABASE_URL (as several instances must)
 *                 instead of the embedded database (which adds about 120 MB in the process).
 * It serves the existing build (`next build` first) with a fresh demo database on
 * 127.0.0.1:BENCH_PORT (4380). A benchmark: it asserts nothing. On a shared machine run it
 * under `flock /tmp/e2e.lock` and compare figures of one run only (docs/benchmarks.md).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startFloor } from './bench-floor.mjs';
import { withHeapCeiling } from './heap.mjs';
import { report } from './page-weight.mjs';
import { waitUp } from './wait-up.mjs';

const has = (flag) => process.argv.includes(flag);
const arg = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const PORT = Number(process.env.BENCH_PORT || 4380);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const URLS = Number(process.env.RSS_URLS || 8000);
const BASE = arg('base') ?? `http://127.0.0.1:${PORT}`;

export const PAGES = [
  ['item', '/xeber/64'],
  ['list', '/xeberler'],
  ['home', '/'],
  ['search', '/search?q=hesabat'],
  ['tracker', '/qerarlarin-izlenilmesi'],
];

/** The resident memory (MB) of the process listening on the base URL's port. */
function rssMb() {
  const port = new URL(BASE).port;
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = listening.match(/pid=(\d+)/)?.[1];
  if (!pid) return NaN;
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

async function renders(pages) {
  console.log(`| page | req/s | p50 ms | p99 ms | non-2xx |   (10 connections, ${SECONDS} s)`);
  for (const [name, path] of pages) {
    // Warm: code loaded, data cached, the JIT past its first rounds.
    for (let i = 0; i < 50; i++) await (await fetch(BASE + path)).arrayBuffer();
    const r = await autocannon({ url: BASE + path, connections: 10, duration: SECONDS });
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
    );
  }
}

/** The i-th distinct address of the memory run: a mix of what visitors and crawlers ask. */
export function address(i) {
  const lang = i % 2 ? '/en' : '';
  const n = Math.floor(i / 2);
  switch (n % 8) {
    case 0:
      return `${lang}/xeber/${(n % 400) + 1}?v=${n}`;
    case 1:
      return `${lang}/xeberler?page=${(n % 50) + 1}&v=${n}`;
    case 2:
      return `${lang}/search?q=hesabat+${n}`;
    case 3:
      return `${lang}/search?q=${['audit', 'budce', 'hesabat', 'nezaret', 'qanun'][n % 5]}${n}`;
    case 4:
      return `${lang}/filter?type=audit&audit_nov=${(n % 5) + 1}&v=${n}`;
    case 5:
      return `${lang}/xeber/${100000 + n}`;
    case 6:
      return `${lang}/qerarlarin-izlenilmesi?il=${2000 + (n % 30)}&v=${n}`;
    default:
      return `${lang}/no-such-page-${n}`;
  }
}

async function rss() {
  console.log(`RSS (MB) of the server over ${URLS} distinct addresses, 8 at a time:`);
  const samples = [[0, rssMb()]];
  console.log(`  ${String(0).padStart(6)}  ${samples[0][1]}`);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < URLS) {
      const i = next++;
      try {
        const res = await fetch(BASE + address(i));
        await res.arrayBuffer();
        if (res.status >= 500) failed++;
      } catch {
        failed++;
      }
      if ((i + 1) % 1000 === 0) {
        samples.push([i + 1, rssMb()]);
        console.log(`  ${String(i + 1).padStart(6)}  ${samples.at(-1)[1]}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const late = samples.filter(([n]) => n > URLS / 2).map(([, mb]) => mb);
  console.log(
    `plateau (highest RSS of the last half): ${Math.max(...late)} MB; 5xx or failed: ${failed}`,
  );
}

/** `--floor`: a bare Next page rendered per request (scripts/bench-floor.mjs), the framework's own cost. */
async function floor() {
  const server = startFloor(PORT);
  try {
    await waitUp(`${BASE}/dynamic`);
    await renders([['bare dynamic Next page', '/dynamic']]);
  } finally {
    server.kill('SIGTERM');
  }
}

async function main() {
  if (has('--floor')) return floor();
  let server;
  if (!arg('base')) {
    if (!fs.existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');
    const mode = arg('db') === 'server' ? 'server' : 'local';
    server = spawn('node', ['scripts/e2e-server.mjs', mode, String(PORT)], {
      stdio: 'ignore',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        ALERTS_WORKER: 'off',
        // As `npm start` serves (scripts/heap.mjs); BENCH_HEAP=off measures without the ceiling.
        NODE_OPTIONS:
          process.env.BENCH_HEAP === 'off'
            ? process.env.NODE_OPTIONS
            : withHeapCeiling(process.env.NODE_OPTIONS),
      },
    });
  }
  try {
    await waitUp(`${BASE}/xeberler`);
    if (has('--weight'))
      await report(
        BASE,
        PAGES.map(([, path]) => path),
        has('--detail'),
      );
    else if (has('--rss')) await rss();
    else await renders(PAGES);
  } finally {
    server?.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
