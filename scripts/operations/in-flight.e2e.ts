/**
 * SIGTERM with requests queued behind busy renders (issue 50): every connection the kernel
 * accepted before the listener closes gets its answer, with DRAIN_DELAY_MS at 0 (a direct
 * stop) and at its documented production value, 5000 (docs/operations.md). Each request is a
 * fresh connection and an uncached page (or a form post), sent at once, so that most of them
 * wait in the kernel's accept queue while the first ones render: libuv takes one connection
 * a turn of the event loop, and closing the listening socket resets the rest. Two
 * `next start` instances of the existing build, each on its own copy of a demo database.
 * Run by `npm test` beside the operations run (node --test, through tsx).
 *   TOPOLOGY_PORT  the instances listen on TOPOLOGY_PORT + 11 and + 12 (default 3961, 3962)
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SAMPLE_REQUEST } from '@/test/fixtures/call-cases';
import { altchaToken } from '@/test/altcha-token';

const ROOT = path.resolve(__dirname, '../..');
const BASE = Number(process.env.TOPOLOGY_PORT || 3950);
const DIR = path.join(ROOT, '.test-data/in-flight');
/** The documented production drain delay (docs/operations.md, Kubernetes). */
const PRODUCTION_DRAIN_MS = 5000;

interface Site {
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const sites: Site[] = [];

function startSite(port: number, dataDir: string, drainDelayMs: number): Site {
  const output: string[] = [];
  const child = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DRAIN_DELAY_MS: String(drainDelayMs),
      FORM_RATE_LIMIT: '100000',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      AUDIT_API_URL: '',
      REDIS_URL: '',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const site = { port, dataDir, child, output, exited };
  sites.push(site);
  return site;
}

/** One request on a connection of its own; its status, or the error's code. */
function ask(site: Site, p: string, post?: Record<string, unknown>): Promise<number | string> {
  return new Promise((resolve) => {
    const body = post ? JSON.stringify(post) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: p,
        method: post ? 'POST' : 'GET',
        agent: false,
        headers: post
          ? { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end(body);
  });
}

/** Pages of every kind that renders on request, each address new (no cache answers it). */
const PAGES = [
  '/',
  '/en',
  '/xeberler',
  '/en/xeberler',
  '/filter?type=audit',
  '/search?query=audit',
  '/xeber/1',
  '/en/xeber/2',
];

/** A burst: `pages` page requests and `posts` request-form submissions, all at once. */
async function burst(site: Site, label: string, pages: number, posts: number) {
  const tokens = await Promise.all(Array.from({ length: posts }, () => altchaToken(site.dataDir)));
  const unique = `${label}-${Date.now()}`;
  return [
    ...Array.from({ length: pages }, (_, i) => {
      const page = PAGES[i % PAGES.length]!;
      return ask(site, `${page}${page.includes('?') ? '&' : '?'}u=${unique}-${i}`);
    }),
    ...tokens.map((token) =>
      ask(site, '/api/sorgu-ve-muracietler/add', {
        ...SAMPLE_REQUEST,
        muraciet_novu: 1,
        verified_token: token,
      }),
    ),
  ];
}

async function ready(site: Site): Promise<void> {
  const end = Date.now() + 300_000;
  while (Date.now() < end) {
    if (site.child.exitCode !== null) throw new Error(site.output.join('').slice(-3000));
    if ((await ask(site, '/readyz')) === 200) {
      // Every page kind once, so that the burst meets renders, not first-time module loads.
      for (const page of PAGES) await ask(site, page);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`port ${site.port} never became ready`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  fs.rmSync(DIR, { recursive: true, force: true });
  const first = path.join(DIR, 'data-0');
  // The unit tests' template (migrated, empty) when there is one: a copy opens in a tenth of the time.
  const template = path.join(ROOT, '.test-data/template');
  if (fs.existsSync(path.join(template, 'pglite'))) fs.cpSync(template, first, { recursive: true });
  const prepared = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/db-prepare.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: first, DATABASE_URL: '', AUDIT_API_URL: '' },
    encoding: 'utf8',
  });
  assert.equal(prepared.status, 0, prepared.stderr);
  fs.cpSync(first, path.join(DIR, 'data-1'), { recursive: true });
  const both = [
    startSite(BASE + 11, first, 0),
    startSite(BASE + 12, path.join(DIR, 'data-1'), PRODUCTION_DRAIN_MS),
  ];
  await Promise.all(both.map(ready));
});

after(() => {
  for (const site of sites) if (site.child.exitCode === null) site.child.kill('SIGKILL');
});

test('DRAIN_DELAY_MS=0: SIGTERM 150 ms after a burst of fresh connections; every request is answered, exit 0', async () => {
  const site = sites[0]!;
  const replies = await burst(site, 'now', 14, 2);
  await sleep(150);
  site.child.kill('SIGTERM');
  const statuses = await Promise.all(replies);
  assert.deepEqual(statuses, Array(statuses.length).fill(200), site.output.join('').slice(-2000));
  assert.equal(await site.exited, 0);
  assert.match(site.output.join(''), /"msg":"stopped"/);
});

test(`DRAIN_DELAY_MS=${PRODUCTION_DRAIN_MS}: a burst at the signal and one just before the listener closes are all answered`, async () => {
  const site = sites[1]!;
  const early = await burst(site, 'early', 8, 1);
  await sleep(150);
  site.child.kill('SIGTERM');
  const signalled = performance.now();
  // A load balancer that has not noticed yet still sends; these arrive while the first of them
  // render, 150 ms before the delay ends, and wait in the accept queue when it does.
  await sleep(PRODUCTION_DRAIN_MS - 150 - (performance.now() - signalled));
  const late = await burst(site, 'late', 14, 2);
  const sentEarly = await Promise.all(early);
  assert.deepEqual(sentEarly, Array(sentEarly.length).fill(200), site.output.join('').slice(-2000));
  // Each late one is answered, or refused if this process was held up past the listener's
  // close (never accepted: a balancer sends it elsewhere); never reset.
  const sentLate = await Promise.all(late);
  assert.deepEqual(
    sentLate.filter((s) => s !== 200 && s !== 'ECONNREFUSED'),
    [],
    site.output.join('').slice(-2000),
  );
  assert.equal(await site.exited, 0);
});
