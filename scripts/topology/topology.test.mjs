/**
 * The multi-instance run (issue 14): two production instances of the current
 * build on one PostgreSQL database and one Redis, behind the shipped nginx
 * configuration rewritten for loopback ports. Run by `npm test` after the
 * end-to-end tests (node --test); needs nginx, redis-server, a production
 * build and TEST_DATABASE_URL (a PostgreSQL server; a database
 * `<name>_topology` is made afresh next to it).
 *   TOPOLOGY_PORT  first of the 5 ports it uses (default 3950)
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import pg from 'pg';
import net from 'node:net';
import { altchaToken } from '../../test/altcha-token.ts';
import { SAMPLE_REQUEST } from '../../test/fixtures/call-cases.ts';
import { signStatusToken } from '../../lib/features/requests/link.ts';
import { freshServerDatabase } from '../../test/test-database.ts';
import * as cluster from './cluster.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE = Number(process.env.TOPOLOGY_PORT || 3950);
const [REDIS, A, B, HTTP, MAIN] = [0, 1, 2, 3, 4].map((i) => BASE + i);
const DIR = path.join(ROOT, '.test-data/topology');
const TOKEN = 'topology-revalidate-token-0123456789';
const REQUESTS_SECRET = 'topology-requests-secret-0123456789abcdef';
const PLACEHOLDER = crypto.randomBytes(16).toString('hex');
const RATE_LIMIT = 4;
const proxy = (p) => `http://127.0.0.1:${MAIN}${p}`;
const direct = (port, p) => `http://127.0.0.1:${port}${p}`;

const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
  !cluster.hasBinary('nginx') && 'nginx',
  !cluster.hasBinary('redis-server') && 'redis-server',
  !fs.existsSync(path.join(ROOT, '.next/BUILD_ID')) && 'a production build (npm run build)',
].filter(Boolean);
const skip = missing.length ? `needs ${missing.join(', ')}` : false;

let databaseUrl;
let siteA;
let siteB;
let siteEnv;

const freshDatabase = () => freshServerDatabase(process.env.TEST_DATABASE_URL, 'topology');

async function sql(text, params) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function get(url, init) {
  const r = await fetch(url, { redirect: 'manual', ...init });
  return { status: r.status, headers: r.headers, body: await r.text() };
}

/** Whether `url` shows `mark` within 15 s. */
async function becomesFresh(url, mark) {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if ((await get(url)).body.includes(mark)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const isReady = (r) => r.status === 200;

/** The JSON lines of a log file. */
function jsonLines(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

before(async () => {
  if (skip) return;
  fs.rmSync(DIR, { recursive: true, force: true });
  databaseUrl = await freshDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${REDIS}`,
    REVALIDATE_TOKEN: TOKEN,
    REQUESTS_SECRET,
    TRUSTED_PROXIES: '1',
    FORM_RATE_LIMIT: String(RATE_LIMIT),
    CSP_NONCE_PLACEHOLDER: PLACEHOLDER,
    SITE_URL: `http://127.0.0.1:${MAIN}`,
    DATA_DIR: path.join(DIR, 'data'),
  };
  siteEnv = env;
  delete process.env.AUDIT_API_URL;
  await cluster.startRedis({ port: REDIS, dir: path.join(DIR, 'redis') });
  cluster.prepareDatabase(env);
  siteA = cluster.startSite({ port: A, env, logDir: DIR });
  siteB = cluster.startSite({ port: B, env, logDir: DIR });
  cluster.startNginx({
    dir: path.join(DIR, 'nginx'),
    httpPort: HTTP,
    mainPort: MAIN,
    upstreams: [A, B],
    placeholder: PLACEHOLDER,
    renderExempt: ['127.0.0.1'],
    upstreamHeader: true,
  });
  for (const port of [A, B]) await cluster.waitFor(direct(port, '/readyz'), { ok: isReady });
  await cluster.waitFor(proxy('/en'));
});

after(async () => {
  await cluster.stopAll();
});

test('plain HTTP redirects to HTTPS; HTML is compressed and micro-cached', { skip }, async () => {
  const r = await get(`http://127.0.0.1:${HTTP}/xeberler?a=1`);
  assert.equal(r.status, 301);
  assert.equal(r.headers.get('location'), `https://127.0.0.1/xeberler?a=1`);
  const first = await get(proxy('/page/haqqimizda'), { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('content-encoding'), 'gzip');
  const again = await get(proxy('/page/haqqimizda'));
  assert.equal(again.headers.get('x-cache-status'), 'HIT');
  // A visitor with a cookie, and every POST, goes to the site itself.
  const withCookie = await get(proxy('/page/haqqimizda'), { headers: { cookie: 'a=b' } });
  assert.equal(withCookie.headers.get('x-cache-status'), 'BYPASS');
});

test(
  "two visitors with different themes never get each other's page from nginx",
  { skip },
  async () => {
    const page = '/page/haqqimizda';
    const theme = (body) => /<html lang="az"(?: data-theme="(\w+)")?>/.exec(body)?.[1] ?? 'system';
    const visitors = [
      ['theme=dark', 'dark'],
      ['theme=light', 'light'],
      ['', 'system'],
      ['theme=system', 'system'],
    ];
    // Interleaved, twice: the second round comes from the micro-cache, each under its own key.
    for (const round of [1, 2]) {
      for (const [cookie, expected] of visitors) {
        for (const encoding of ['identity', 'gzip']) {
          const headers = { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) };
          const r = await get(proxy(page), { headers });
          assert.equal(r.status, 200);
          assert.equal(
            theme(r.body),
            expected,
            `${cookie || 'no cookie'}, ${encoding}, round ${round}`,
          );
          if (round === 2)
            assert.match(r.headers.get('x-cache-status') ?? '', /^(HIT|STALE|UPDATING)$/, cookie);
        }
      }
    }
    // Any other cookie, or a theme with anything else, goes to the site itself.
    for (const cookie of ['theme=blue', 'theme=dark; a=b', 'theme=Dark']) {
      const r = await get(proxy(page), { headers: { cookie } });
      assert.equal(r.headers.get('x-cache-status'), 'BYPASS', cookie);
      assert.equal(theme(r.body), cookie === 'theme=dark; a=b' ? 'dark' : 'system', cookie);
    }
  },
);

test(
  'an edit revalidated on instance A is served fresh by B and through nginx',
  { skip },
  async () => {
    const page = '/page/kollegiya';
    const mark = `EDITED-${crypto.randomBytes(4).toString('hex')}`;
    for (const url of [direct(A, page), direct(B, page), proxy(page)]) {
      const r = await get(url);
      assert.equal(r.status, 200);
      assert.ok(!r.body.includes(mark));
    }
    await sql(`UPDATE pages SET text_az = $1 || text_az WHERE short_title = 'kollegiya'`, [
      `<p>${mark}</p>`,
    ]);
    // Still cached on both instances until an editor revalidates.
    assert.ok(!(await get(direct(B, page))).body.includes(mark));
    const revalidated = await fetch(direct(A, '/api/cache/revalidate'), {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['pages'] }),
    });
    assert.equal(revalidated.status, 200);
    // revalidateTag(tag, 'max') is stale-while-revalidate: the first visit may
    // still get the old page while the fresh one renders. Without the shared
    // cache, B would keep its own copy for REVALIDATE_SECONDS (300 s).
    assert.ok(await becomesFresh(direct(B, page), mark), 'instance B serves the change');
    // nginx's micro-cache (5 s) serves the old copy once more while it refreshes.
    assert.ok(await becomesFresh(proxy(page), mark), 'nginx serves the change');
  },
);

test(
  "a request's status page through nginx: never a HIT, after erasure too",
  { skip },
  async () => {
    const reference = 'M-20261206-TOPO23';
    await sql(
      `insert into request_tracks (reference, email, language, type_id, received_on, deadline)
     values ($1, 'topology@example.az', 'en', 1, current_date, current_date + 21)`,
      [reference],
    );
    await sql(
      `insert into request_states (track_id, state, since)
     select id, 'received', current_date from request_tracks where reference = $1`,
      [reference],
    );
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const url = proxy(
      `/en/muraciet/${reference}?t=${signStatusToken(REQUESTS_SECRET, reference, expires)}`,
    );
    // Within the micro-cache's 5 s, a cacheable page would be a HIT from the second request on.
    for (let i = 0; i < 3; i++) {
      const r = await get(url);
      assert.equal(r.status, 200);
      assert.ok(r.body.includes(reference), 'the status page');
      assert.notEqual(r.headers.get('x-cache-status'), 'HIT');
      assert.equal(r.headers.get('cache-control'), 'private, no-store');
      assert.equal(r.headers.get('referrer-policy'), 'no-referrer');
    }
    await sql(`update request_tracks set email = null, erased_at = now() where reference = $1`, [
      reference,
    ]);
    const erased = await get(url);
    assert.notEqual(erased.headers.get('x-cache-status'), 'HIT');
    assert.match(erased.body, /were erased on/);
  },
);

test('the form rate limit holds across both instances, with Retry-After', { skip }, async () => {
  const post = (url, forwardedFor) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: '{}',
    });
  // Directly, as if from nginx (one trusted hop): the client is 198.51.100.7.
  const statuses = [];
  for (let i = 0; i < RATE_LIMIT; i++)
    statuses.push((await post(direct(i % 2 ? B : A, '/api/sorgu'), '198.51.100.7')).status);
  assert.ok(!statuses.includes(429), `first ${RATE_LIMIT}: ${statuses}`);
  const limited = await post(direct(A, '/api/sorgu'), '198.51.100.7');
  assert.equal(limited.status, 429);
  assert.ok(Number(limited.headers.get('retry-after')) > 0);
  // Another client still gets through.
  assert.notEqual((await post(direct(B, '/api/sorgu'), '198.51.100.8')).status, 429);
  // Through nginx a forged X-Forwarded-For changes nothing: the client is the socket address.
  const viaProxy = [];
  for (let i = 0; i <= RATE_LIMIT; i++)
    viaProxy.push((await post(proxy('/api/sorgu'), `203.0.113.${i}`)).status);
  assert.equal(viaProxy.at(-1), 429, `through nginx: ${viaProxy}`);
});

test('cached HTML through nginx gets a fresh nonce in every response', { skip }, async (t) => {
  const url = proxy('/xeber/64');
  const replies = [];
  for (let i = 0; i < 3; i++) replies.push(await get(url));
  assert.equal(replies.at(-1).headers.get('x-cache-status'), 'HIT');
  for (const r of replies) assert.ok(!r.body.includes(PLACEHOLDER), 'no placeholder in the body');
  const csp = replies.map((r) => r.headers.get('content-security-policy'));
  if (!csp[0]?.includes('nonce-')) {
    t.skip('the site sends no nonce-based CSP in this build');
    return;
  }
  const nonces = replies.map((r, i) => {
    assert.ok(!csp[i].includes(PLACEHOLDER), 'no placeholder in the header');
    const nonce = /'nonce-([^']+)'/.exec(csp[i])[1];
    const inBody = [...r.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(inBody.length > 0, 'scripts carry the nonce');
    assert.ok(
      inBody.every((n) => n === nonce),
      'every script nonce is the header nonce',
    );
    return nonce;
  });
  assert.equal(new Set(nonces).size, nonces.length, 'a fresh nonce each response');
});

/** The headers besides the policy that the site sets on every page (lib/platform/security/base-headers.mjs). */
const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cache-control',
];

/** One reply as it came over the wire (no decompression), asked with `headers`. */
function raw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test(
  'a page compressed once for the cache gets a fresh nonce and a valid gzip body each time',
  { skip },
  async () => {
    const nonces = new Set();
    for (const p of ['/', '/xeberler', '/xeber/64', '/audit/51']) {
      let hits = 0;
      for (let i = 0; i < 6; i++) {
        const gzipped = await raw(proxy(p), { 'accept-encoding': 'gzip, deflate, br' });
        assert.equal(gzipped.headers['content-encoding'], 'gzip', p);
        assert.match(gzipped.headers.vary, /Accept-Encoding/);
        if (gzipped.headers['x-cache-status'] === 'HIT') hits++;
        assert.ok(!gzipped.body.includes(PLACEHOLDER), 'no placeholder in the compressed bytes');
        // gunzip checks the CRC and the length: they hold whatever nonce the edge put in.
        const html = zlib.gunzipSync(gzipped.body).toString();
        const nonce = /'nonce-([^']+)'/.exec(gzipped.headers['content-security-policy'])[1];
        // The whole page, then the comment that keeps the checksum the same for every nonce.
        assert.ok(/^<!DOCTYPE html>/i.test(html), `${p}: a page`);
        const end = new RegExp(`</html><!--( {32}|${nonce})+-->$`);
        assert.ok(end.test(html), `${p}: the page ends with its balancing comment`);
        assert.ok(!html.includes(PLACEHOLDER), 'no placeholder in the page');
        const inBody = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
        assert.ok(inBody.length > 0 && inBody.every((n) => n === nonce), 'the page has its nonce');
        nonces.add(nonce);
        // Compressed once at the highest level: as small as gzip -9 of the same page but for
        // the stored block each nonce takes and the deflate block that starts after it: 59–66
        // bytes a nonce measured at level 9 (36–39 nonces a page, in its attributes and its
        // payload: 10–16 % of a page since the styles left it, issue 55), 84–101 at level 4.
        const optimal = zlib.gzipSync(html, { level: 9 }).length;
        const overhead = (gzipped.body.length - optimal) / (html.split(nonce).length - 1);
        assert.ok(overhead < 80, `${p}: ${overhead.toFixed(0)} bytes over gzip -9 a nonce`);
      }
      assert.ok(hits >= 4, `${p}: served from the cache (${hits} of 6)`);
      // A client that takes no gzip gets the page uncompressed, its nonce renewed too; asking
      // the site for the cache's copy itself changes nothing (nginx sets that header).
      const plain = await raw(proxy(p), { 'accept-encoding': 'identity', 'x-nonce-gzip': '1' });
      assert.equal(plain.headers['content-encoding'], undefined);
      const nonce = /'nonce-([^']+)'/.exec(plain.headers['content-security-policy'])[1];
      assert.ok(plain.body.toString().includes(`nonce="${nonce}"`));
      nonces.add(nonce);
    }
    assert.equal(nonces.size, 4 * 7, 'no two responses share a nonce');
    // The compressed copy keeps the site's own security headers (what the Observatory
    // scores, e2e/security-headers.spec.ts), the policy with the nonce renewed.
    const site = await raw(direct(A, '/xeber/64'), {});
    const edge = await raw(proxy('/xeber/64'), { 'accept-encoding': 'gzip' });
    assert.equal(edge.headers['content-encoding'], 'gzip');
    const policy = (h) => h['content-security-policy'].replace(/'nonce-[^']+'/g, 'nonce');
    assert.equal(policy(edge.headers), policy(site.headers));
    for (const name of SECURITY_HEADERS) assert.equal(edge.headers[name], site.headers[name], name);
    // An instance compresses a page for the cache only when the edge asks (X-Nonce-Gzip).
    const page = async (headers) =>
      zlib.gunzipSync((await raw(direct(A, '/xeberler'), headers)).body).toString();
    assert.ok((await page({ 'accept-encoding': 'gzip' })).endsWith('</html>'));
    const forCache = /<\/html><!--( {32}|[0-9a-f]{32})+-->$/;
    assert.ok(forCache.test(await page({ 'x-nonce-gzip': '1' })));
  },
);

test(
  'scripts and styles of a page served from the nginx cache run under its CSP',
  { skip },
  async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    });
    try {
      const page = await browser.newPage();
      const violations = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await get(proxy('/xeber/63'));
      const response = await page.goto(proxy('/xeber/63'));
      assert.equal(response.headers()['x-cache-status'], 'HIT');
      // The copy compressed once for the cache, its nonce and CRC renewed by nginx.
      assert.equal(response.headers()['content-encoding'], 'gzip');
      // The copy-link button is shown only once React has hydrated the page.
      await page.locator('[data-copy]').first().waitFor({ state: 'visible', timeout: 15_000 });
      // The page's CSS comes in its HTML under the same nonce, renewed by nginx: it applies.
      const background = await page
        .locator('body')
        .evaluate((b) => getComputedStyle(b).backgroundColor);
      assert.equal(background, 'rgb(246, 248, 250)');
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
  },
);

/** Every page kind, as a visitor asks for it right after a burst of hostile ones. */
const PAGE_KINDS = [
  '/',
  '/en',
  '/xeberler',
  '/xeber/12',
  '/en/xeber/12',
  '/audit/51',
  '/filter?type=audit',
  '/search?query=audit',
  '/qerarlarin-izlenilmesi',
  '/sorgu-ve-muracietler',
  '/page/kollegiya',
  '/qanunlar',
  '/api/tovsiyyeler/iller',
];

/** An address of `bytes` bytes: `path` with a query made long, distinct per `n`. */
const longTarget = (path, bytes, n) => {
  const head = `${path}?q${n}=`;
  return head + 'a'.repeat(Math.max(0, bytes - head.length));
};

test('long queries never take an instance out of the pool', { skip }, async () => {
  const errorLog = path.join(DIR, 'nginx/error.log');
  const logBefore = fs.existsSync(errorLog) ? fs.statSync(errorLog).size : 0;
  const paths = ['/xeberler', '/en/xeberler', '/xeber/12', '/filter', '/api/tovsiyyeler/iller'];
  const failures = [];
  let n = 0;
  for (const bytes of [1024, 4096, 4097, 16_384, 65_536]) {
    const burst = [];
    for (const p of paths)
      for (let k = 0; k < 6; k++) burst.push([p, bytes, longTarget(p, bytes, n++)]);
    const replies = await Promise.all(
      burst.map(async ([p, size, target]) => [p, size, await get(proxy(target))]),
    );
    for (const [p, size, r] of replies) {
      const what = `${p} at ${size} B: ${r.status}`;
      if (size <= 4096) {
        // Within the limit: the page itself (an unknown query parameter changes nothing).
        if (r.status !== 200) failures.push(what);
        continue;
      }
      if (r.status !== 414) failures.push(what);
      // Refused by nginx itself (its copy of the page, allowed by the style's hash), not passed on.
      if (!r.headers.get('content-security-policy')?.includes("'sha256-"))
        failures.push(`${what} not refused at the edge`);
      // The page in the address's language, JSON under /api, also past what nginx parses (8 KB).
      if (p.startsWith('/api/')) {
        if (!r.body.includes('"status":false')) failures.push(`${what} not JSON`);
      } else if (!r.body.includes(`<html lang="${p.startsWith('/en') ? 'en' : 'az'}"`)) {
        failures.push(`${what} not the page in its language`);
      }
      if (r.body.includes('aaaaaaaa')) failures.push(`${what} repeats the address`);
    }
  }
  // At once, what ordinary visitors ask for: every page kind, uncached and cached.
  for (const p of PAGE_KINDS) {
    for (const init of [{ headers: { cookie: 'x=1' } }, {}]) {
      const r = await get(proxy(p), init);
      if (r.status >= 400) failures.push(`after the burst ${p}: ${r.status}`);
    }
  }
  assert.deepEqual(failures, []);
  // Nginx never marked an instance failed, and still has both.
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').slice(logBefore) : '';
  assert.doesNotMatch(log, /temporarily disabled|no live upstreams|too big header/);
  // Both instances answer directly, and the site itself refuses the same long addresses.
  for (const port of [A, B]) {
    assert.equal((await get(direct(port, '/xeberler'))).status, 200);
    const refused = await get(direct(port, longTarget('/en/xeberler', 5000, 0)));
    assert.equal(refused.status, 414);
    assert.match(refused.body, /<html lang="en"/);
    assert.equal(refused.headers.get('x-middleware-rewrite'), null);
    const within = await get(direct(port, longTarget('/xeberler', 4000, 0)));
    assert.equal(within.status, 200);
    for (const name of within.headers.keys())
      assert.doesNotMatch(name, /^x-middleware-|^x-nextjs-(?!rewritten-path)/, name);
  }
});

test("one id ties nginx's access line to the instance's log line", { skip }, async () => {
  const mark = crypto.randomBytes(6).toString('hex');
  const r = await get(proxy(`/en/xeberler?trace=${mark}`));
  assert.equal(r.status, 200);
  const accessLog = path.join(DIR, 'nginx/access.log');
  let access;
  for (let i = 0; i < 20 && !access; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    access = jsonLines(accessLog).findLast((l) => l.path === '/en/xeberler' && l.status === 200);
  }
  assert.ok(access, 'nginx wrote a JSON access line');
  assert.match(access.requestId, /^[0-9a-f]{32}$/);
  assert.doesNotMatch(JSON.stringify(access), new RegExp(mark), 'no query in the access log');
  const siteLines = [A, B].flatMap((port) => jsonLines(path.join(DIR, `site-${port}.log`)));
  const line = siteLines.find((l) => l.requestId === access.requestId);
  assert.ok(line, "the instance logged the request under nginx's id");
  assert.equal(line.status, 200);
  assert.equal(line.kind, 'page');
  assert.doesNotMatch(JSON.stringify(line), new RegExp(mark));
});

test('a killed instance is routed around with no failed request', { skip }, async () => {
  const statuses = [];
  let i = 0;
  const visitor = async () => {
    // A new address each time, so that the requests reach the instances.
    for (let n = 0; n < 30; n++) statuses.push((await get(proxy(`/xeberler?v=${i++}`))).status);
  };
  const running = Promise.all([visitor(), visitor()]);
  await new Promise((r) => setTimeout(r, 300));
  await cluster.stop(siteA, 'SIGKILL');
  await running;
  assert.equal(statuses.length, 60);
  assert.deepEqual(
    statuses.filter((s) => s !== 200),
    [],
  );
});

/** A GET through nginx from another loopback address (a second client), without keep-alive. */
function replyFrom(address, target) {
  return new Promise((resolve, reject) => {
    const req = http.get(proxy(target), { localAddress: address, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

const getFrom = async (address, target) => (await replyFrom(address, target)).status;

test(
  'pages with a token or an address are never kept by nginx, whatever the query',
  { skip },
  async () => {
    for (const target of [
      '/bildirisler/idare?t=1.forged',
      '/en/bildirisler/idare?t=1.forged&x=1',
      '/bildirisler/tesdiq?t=abc',
      '/en/bildirisler/imtina?t=abc',
      '/bildirisler/netice?r=sent',
    ]) {
      const statuses = [];
      for (let n = 0; n < 3; n++) {
        const r = await get(proxy(target));
        assert.match(r.headers.get('cache-control') ?? '', /private/, target);
        assert.match(r.headers.get('cache-control') ?? '', /no-store/, target);
        assert.equal(r.headers.get('x-accel-expires'), null, 'nginx keeps its instruction');
        statuses.push(r.headers.get('x-cache-status'));
      }
      assert.deepEqual(statuses, ['MISS', 'MISS', 'MISS'], target);
    }
  },
);

test(
  "3,000 unknown addresses from one client neither fill nginx's cache nor take the renders of others",
  { skip },
  async () => {
    // Two cached pages, read by another client (127.0.0.1) before and after the flood.
    for (const page of ['/', '/xeber/64']) {
      await get(proxy(page));
      assert.equal((await get(proxy(page))).headers.get('x-cache-status'), 'HIT', page);
    }
    const cacheDir = path.join(DIR, 'nginx/cache/audit-html');
    const sizeBefore = spawnSync('du', ['-sk', cacheDir], { encoding: 'utf8' }).stdout;
    const flood = [];
    for (let wave = 0; wave < 30; wave++)
      flood.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            getFrom('127.0.0.2', `/yox-${wave}-${n}`).catch((e) => `error ${e.code ?? e.message}`),
          ),
        )),
      );
    const count = (status) => flood.filter((s) => s === status).length;
    assert.equal(flood.length, 3000);
    assert.ok(count(404) >= 60, `the burst is rendered (${count(404)} not-found pages)`);
    assert.ok(count(429) > 2000, `the rest is refused (${count(429)} of 3,000)`);
    const others = flood.filter((s) => s !== 404 && s !== 429);
    assert.deepEqual(others, [], 'nothing else');
    // nginx lets one request of a client through every 200 ms (rate=5r/s) even while it floods,
    // counted from each one let through, and the flood's last wave ends with a render of its
    // own: a single request now may be let through. Of ten sent at once, more than half are
    // refused unless the last one let through came more than a second ago. Ten addresses: the
    // same one would wait on the cache's lock, and be let through one by one as it leaks.
    const after = await Promise.all(
      Array.from({ length: 10 }, (_, n) => replyFrom('127.0.0.2', `/en/yox-${n}`)),
    );
    assert.ok(
      after.filter((r) => r.status === 429).length > 5,
      after.map((r) => r.status).join(' '),
    );
    const refused = after.find((r) => r.status === 429);
    assert.equal(refused.headers['retry-after'], '60');
    assert.match(refused.body, /<html lang="en">[\s\S]*Too many requests/);
    // Not-found answers were never stored: the cache grew by no page of them.
    const sizeAfter = spawnSync('du', ['-sk', cacheDir], { encoding: 'utf8' }).stdout;
    assert.ok(
      parseInt(sizeAfter, 10) - parseInt(sizeBefore, 10) < 200,
      `the cache grew from ${sizeBefore.trim()} to ${sizeAfter.trim()}`,
    );
    for (const page of ['/', '/xeber/64']) {
      const status = (await get(proxy(page))).headers.get('x-cache-status');
      assert.ok(['HIT', 'STALE', 'UPDATING'].includes(status), `${page}: ${status}`);
    }
    // The other client still gets pages rendered.
    assert.equal((await get(proxy('/xeberler?after-flood=1'))).status, 200);
  },
);

/** A request-form post through nginx on a connection of its own, from `address`. */
function postFrom(address, token) {
  const body = JSON.stringify({ ...SAMPLE_REQUEST, muraciet_novu: 1, verified_token: token });
  return new Promise((resolve) => {
    const sent = Date.now();
    const req = http.request(proxy('/api/sorgu-ve-muracietler/add'), {
      method: 'POST',
      localAddress: address,
      agent: false,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        let reference;
        try {
          reference = JSON.parse(text).reference;
        } catch {}
        resolve({ sent, status: res.statusCode, by: res.headers['x-upstream'], reference });
      });
    });
    req.on('error', (e) => resolve({ sent, status: 0, error: e.code ?? e.message }));
    req.end(body);
  });
}

/**
 * Whether a new connection to `port` is refused (the instance's listener is closed): tried
 * only once the kernel lists no listener on it, so that the probe adds no connection for the
 * stopping instance to accept.
 */
const refuses = async (port) =>
  !cluster.listens(port) &&
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

/** Starts an instance again and waits until nginx sends it requests. */
async function restart(port) {
  const site = cluster.startSite({ port, env: siteEnv, logDir: DIR });
  await cluster.waitFor(direct(port, '/readyz'), { ok: isReady });
  for (let n = 0; ; n++) {
    assert.ok(n < 100, `nginx sends requests to the restarted ${port}`);
    const r = await fetch(proxy(`/xeberler?warm-${port}=${n}`));
    await r.arrayBuffer();
    if (r.headers.get('x-upstream') === `127.0.0.1:${port}`) return site;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * After the listener of a draining instance closes, nginx may still send a request on each
 * connection it keeps alive to it (answered, then closed: lib/platform/observability/drain.ts),
 * and the signal reaches an instance busy rendering a little late: no request the test sends
 * later than this after the signal is answered by that instance.
 */
const DRAINED_AFTER_MS = 2000;

test(
  'a rolling restart under pages and form posts: each instance stops taking connections, and every request sent is answered',
  { skip },
  async () => {
    // A is back (it was killed above); then B and A are stopped the orderly way and started
    // again in turn, as a deploy does, while visitors read pages and send forms.
    siteA = await restart(A);
    const pages = [];
    const posts = [];
    let i = 0;
    let loading = true;
    const visitor = async () => {
      while (loading) {
        const sent = Date.now();
        const r = await fetch(proxy(`/xeberler?r=${i++}`), { redirect: 'manual' });
        await r.arrayBuffer();
        pages.push({ sent, status: r.status, by: r.headers.get('x-upstream') });
      }
    };
    const poster = async () => {
      // Each post from an address of its own: the form's rate limit counts per client.
      for (let n = 1; loading; n++)
        posts.push(await postFrom(`127.0.1.${(n % 250) + 1}`, await altchaToken(siteEnv.DATA_DIR)));
    };
    const running = Promise.all([visitor(), visitor(), poster()]);
    await new Promise((r) => setTimeout(r, 300));
    const stops = [];
    try {
      // A failed step ends the visitors too: they would otherwise load pages until the run's timeout.
      for (const port of [B, A]) {
        const site = port === B ? siteB : siteA;
        const exited = new Promise((resolve) => site.on('exit', (code) => resolve(code)));
        const signalled = Date.now();
        process.kill(site.pid, 'SIGTERM');
        let refused = false;
        while (!refused && site.exitCode === null) {
          refused = await refuses(port);
          if (!refused) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        assert.equal(await exited, 0, `${port} stopped cleanly`);
        stops.push({ by: `127.0.0.1:${port}`, signalled, restarted: Date.now(), refused });
        if (port === B) siteB = await restart(B);
        else siteA = await restart(A);
      }
    } finally {
      loading = false;
    }
    await running;
    assert.ok(
      pages.length > 20 && posts.length > 5,
      `${pages.length} pages, ${posts.length} posts`,
    );
    const lost = [...pages, ...posts].filter((r) => r.status !== 200);
    // A loss names nginx's reason (a refused connect is retried, so it is left out).
    const reasons = () =>
      fs
        .readFileSync(path.join(DIR, 'nginx/error.log'), 'utf8')
        .split('\n')
        .filter((line) => /\[error\]/.test(line) && !/\(111: Connection refused\)/.test(line))
        .slice(-10)
        .join('\n');
    assert.deepEqual(
      lost,
      [],
      `every page and every post sent was answered\n${lost.length ? reasons() : ''}`,
    );
    for (const stop of stops) {
      // nginx keeps connections to it alive (4 s): it is still running when it refuses.
      assert.ok(stop.refused, `${stop.by} refused new connections while it drained`);
      // Measured where each request was sent: between the drain's end and the new process.
      const late = [...pages, ...posts].filter(
        (r) =>
          r.by === stop.by && r.sent > stop.signalled + DRAINED_AFTER_MS && r.sent < stop.restarted,
      );
      assert.deepEqual(late, [], `${stop.by} took no request ${DRAINED_AFTER_MS} ms after SIGTERM`);
    }
    const references = posts.map((p) => p.reference);
    const stored = await sql('SELECT reference FROM muracietler WHERE reference = ANY($1)', [
      references,
    ]);
    assert.equal(stored.rowCount, references.length, 'every accepted post is stored');
  },
);

test(
  "with no instance answering, nginx's own 502 page in the address's language, JSON under /api",
  { skip },
  async () => {
    await Promise.all([cluster.stop(siteA), cluster.stop(siteB)]);
    const cases = [
      ['/en/xeberler?down=1', /^<!DOCTYPE html><html lang="en">[\s\S]*temporarily unavailable/],
      ['/xeberler?down=1', /^<!DOCTYPE html><html lang="az">[\s\S]*müvəqqəti əlçatan deyil/],
      ['/api/tovsiyyeler/iller', /^\{"status":false,"message":"[^"]+"\}$/],
      [
        `/en/xeberler?q=${'a'.repeat(15_000)}`,
        /^<!DOCTYPE html><html lang="en">[\s\S]*Address too long/,
      ],
    ];
    for (const [target, body] of cases) {
      const r = await get(proxy(target));
      assert.equal(r.status, target.length > 8192 ? 414 : 502, target.slice(0, 40));
      assert.match(r.body, body, target.slice(0, 40));
      assert.equal(r.headers.get('cache-control'), 'no-store', target.slice(0, 40));
      assert.match(r.headers.get('content-security-policy') ?? '', /'sha256-/);
    }
  },
);
