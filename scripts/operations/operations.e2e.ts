/**
 * The operations run (issue 25): `npm start` as an operator runs it, on a
 * fresh embedded database — health and readiness, the JSON request log tied
 * to X-Request-Id, the metrics and their token, a backup taken while the
 * site serves and restored elsewhere, then SIGTERM during a burst of form
 * submissions: every process of the tree exits, the database lock is
 * released and every accepted submission is stored. Run by `npm test` (node
 * --test, through tsx); needs a production build (npm start makes one).
 *   TOPOLOGY_PORT  the site listens on TOPOLOGY_PORT + 10 (default 3960)
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { closeAll, openDatabase } from '@/lib/core/db/client';
import { muracietFayllari, muracietler, navbar } from '@/lib/core/db/schema';
import { SAMPLE_REQUEST } from '@/test/fixtures/call-cases';
import { altchaToken } from '@/test/altcha-token';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.TOPOLOGY_PORT || 3950) + 10;
const DIR = path.join(ROOT, '.test-data/operations');
const DATA_DIR = path.join(DIR, 'data');
const RESTORED = path.join(DIR, 'restored');
const TOKEN = 'operations-metrics-token-0123456789';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const url = (p: string) => `http://127.0.0.1:${PORT}${p}`;

let npm: ChildProcess;
const output: string[] = [];

/** The JSON lines the server wrote so far. */
function logLines(): Record<string, unknown>[] {
  return output
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Every process of npm's group still alive. */
function groupAlive(pgid: number): number[] {
  const ps = spawnSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch((e: Error) => {
      if (e.message.startsWith('npm start ended')) throw e;
      return undefined;
    });
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function submission(token: string, withFile = false): { body: BodyInit; headers: HeadersInit } {
  const fields = { ...SAMPLE_REQUEST, muraciet_novu: 5, qurum: 2, verified_token: token };
  if (!withFile)
    return { body: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return { body: form, headers: {} };
}

async function submit(token: string, withFile = false) {
  const { body, headers } = submission(token, withFile);
  const reply = await fetch(url('/api/sorgu-ve-muracietler/add'), {
    method: 'POST',
    body,
    headers: { ...headers, 'sec-fetch-site': 'same-origin' },
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

async function metricsText(): Promise<string> {
  const reply = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(reply.status, 200);
  return reply.text();
}

function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return Number(line?.split(' ')[1] ?? 0);
}

before(async () => {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      METRICS_TOKEN: TOKEN,
      DRAIN_DELAY_MS: '3000',
      FORM_RATE_LIMIT: '100000',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      AUDIT_API_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout!.on('data', (chunk) => output.push(String(chunk)));
  npm.stderr!.on('data', (chunk) => output.push(String(chunk)));
  let ended = false;
  npm.on('exit', () => (ended = true));
  await until('/readyz', 600_000, async () => {
    if (ended) throw new Error(`npm start ended:\n${output.join('').slice(-3000)}`);
    const reply = await fetch(url('/readyz'));
    return reply.status === 200 ? true : undefined;
  });
});

after(async () => {
  await closeAll();
  if (npm?.pid && groupAlive(npm.pid).length > 0) process.kill(-npm.pid, 'SIGKILL');
});

test('/healthz and /readyz answer, never cached', async () => {
  const health = await fetch(url('/healthz'));
  assert.equal(health.status, 200);
  assert.equal(health.headers.get('cache-control'), 'no-store');
  const ready = await fetch(url('/readyz'));
  assert.deepEqual(await ready.json(), { status: 'ready', checks: { database: 'ok' } });
});

test("a request's log line is JSON with the id nginx sent, and no query or personal data", async () => {
  const id = `nginx-${Date.now().toString(16)}`;
  const reply = await fetch(url('/en/xeberler?e_poct=aysel%40example.az&ad=Aysel'), {
    headers: { 'x-request-id': id },
  });
  assert.equal(reply.status, 200);
  assert.equal(reply.headers.get('x-request-id'), id);
  const line = await until('the log line', 5000, async () =>
    logLines().find((l) => l.requestId === id),
  );
  assert.equal(line.msg, 'request');
  assert.equal(line.method, 'GET');
  assert.equal(line.kind, 'page');
  assert.equal(line.status, 200);
  assert.equal(typeof line.ms, 'number');
  assert.doesNotMatch(JSON.stringify(line), /aysel|e_poct|xeberler/i);

  const bad = await fetch(url('/'), { headers: { 'x-request-id': 'not valid <id>' } });
  assert.match(bad.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
});

test('a form submission is counted, and no log line holds what was submitted', async () => {
  const before = await metricsText();
  const accepted = await submit(await altchaToken(DATA_DIR), true);
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  const refused = await submit('not-a-solution');
  assert.equal(refused.status, 400);
  const after = await metricsText();
  const series = (outcome: string) =>
    `site_form_submissions_total{form="request",outcome="${outcome}"}`;
  assert.equal(sample(after, series('accepted')), sample(before, series('accepted')) + 1);
  assert.equal(sample(after, series('captcha')), sample(before, series('captcha')) + 1);
  const everything = output.join('');
  for (const value of [SAMPLE_REQUEST.ad, SAMPLE_REQUEST.nomre, SAMPLE_REQUEST.e_poct, 'Məmmədova'])
    assert.ok(!everything.includes(value), `the log holds ${value}`);
});

test('a first run (SITE_URL unset): forms take posts from the addresses it serves; a refused form without JavaScript gets a page, not JSON', async () => {
  for (const address of [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`]) {
    const reply = await fetch(`${address}/api/theme`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: address, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ theme: 'dark', return: '/en/xeberler', lang: 'en' }),
    });
    assert.equal(reply.status, 303, address);
    assert.equal(reply.headers.get('location'), '/en/xeberler');
  }
  const refused = await fetch(url('/api/theme'), {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    body: new URLSearchParams({ theme: 'dark', return: '/en/xeberler', lang: 'en' }),
  });
  assert.equal(refused.status, 403);
  assert.match(refused.headers.get('content-type') ?? '', /^text\/html/);
  const page = await refused.text();
  assert.match(page, /^<!DOCTYPE html><html lang="en">/);
  assert.match(page, /<h1>The form was not accepted<\/h1>/);
  assert.match(page, /<a href="\/en\/xeberler">Back to the page<\/a>/);
  const script = await fetch(url('/api/theme'), {
    method: 'POST',
    headers: { origin: 'https://evil.example', accept: 'application/json' },
    body: new URLSearchParams({ theme: 'dark', lang: 'en' }),
  });
  assert.equal(script.status, 403);
  assert.equal((await script.json()).status, false);
});

test('metrics refuse without the token, and 1,000 unknown addresses add no series', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token-0123456789']) {
    const reply = await fetch(url('/metrics'), {
      headers: authorization ? { authorization } : {},
    });
    assert.equal(reply.status, 401);
    assert.doesNotMatch(await reply.text(), /site_/);
  }
  const series = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('site_http_requests_total{'))
      .map((l) => l.split(' ')[0]!);
  // Every kind these addresses can take is seen once first.
  const shapes = (i: number) => [`/api/no-such-${i}?x=${i}`, `/no-such-${i}.php`, `/no-such-${i}`];
  for (const p of shapes(-1)) await (await fetch(url(p))).text();
  const before = series(await metricsText());
  const paths = Array.from({ length: 1000 }, (_, i) => shapes(i)[i % 3]!);
  for (let i = 0; i < paths.length; i += 8)
    await Promise.all(paths.slice(i, i + 8).map(async (p) => (await fetch(url(p))).text()));
  const text = await metricsText();
  const added = series(text).filter((s) => !before.includes(s));
  assert.deepEqual(added, [], 'no series beyond those of the first three');
  const apiRequests = text
    .split('\n')
    .filter((l) => l.startsWith('site_http_requests_total{kind="api"'))
    .reduce((sum, l) => sum + Number(l.split(' ')[1]), 0);
  assert.ok(apiRequests >= 333, `${apiRequests} API requests counted`);
});

test('a backup taken while the site serves restores the same content and files elsewhere', async () => {
  const archive = path.join(DIR, 'backup.tar.gz');
  const backup = spawnSync('npm', ['run', '--silent', 'db:backup', '--', '--out', archive], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  assert.equal(backup.status, 0, backup.stderr);
  // The dump holds the server's event loop while it runs (seconds): a kept-alive
  // connection may have been closed meanwhile, so this asks until it answers.
  await until('the site to serve after the backup', 10_000, async () =>
    (await fetch(url('/readyz'))).ok ? true : undefined,
  );
  const restore = spawnSync('npm', ['run', '--silent', 'db:restore', '--', archive], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: RESTORED, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  assert.equal(restore.status, 0, restore.stderr);

  const restored = await openDatabase({ dataDir: RESTORED });
  try {
    const rows = await restored.db.select().from(muracietler);
    const files = await restored.db.select().from(muracietFayllari);
    assert.ok(rows.some((r) => r.ad === SAMPLE_REQUEST.ad));
    assert.equal(files.length, 1);
    assert.deepEqual(fs.readFileSync(path.join(RESTORED, files[0]!.storedPath)), PNG);
    const [menu] = await restored.db.select({ n: sql<number>`count(*)::int` }).from(navbar);
    assert.ok((menu?.n ?? 0) > 0, 'the content came back');
  } finally {
    await restored.close();
  }
});

/** A request form submission with a file, its body streamed over `ms` (a slow upload). */
async function slowUpload(token: string, ms: number) {
  const { body } = submission(token, true);
  const encoded = new Response(body);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const pieces = 30;
  const size = Math.ceil(bytes.length / pieces);
  return new Promise<{ status: number; body?: Record<string, unknown>; error?: string }>(
    (resolve) => {
      const req = http.request(url('/api/sorgu-ve-muracietler/add'), {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          'content-length': bytes.length,
          'sec-fetch-site': 'same-origin',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      req.on('error', (e) => resolve({ status: 0, error: String(e) }));
      let sent = 0;
      const next = () => {
        req.write(bytes.subarray(sent * size, (sent + 1) * size));
        if (++sent < pieces) setTimeout(next, ms / pieces);
        else req.end();
      };
      next();
    },
  );
}

/** Node's keep-alive timeout (next start sets none): an idle connection is closed after it. */
const KEEP_ALIVE_MS = 5000;

/**
 * A keep-alive connection as a client's pool holds it: one request answered now (`answered`
 * resolves then), the next sent on it by `again()`, which resolves with the status line of
 * that second reply, or what happened instead and how long the connection had been idle.
 */
function keptAliveConnection() {
  const socket = net.connect(PORT, '127.0.0.1');
  const ask = (close: boolean) =>
    socket.write(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? 'Connection: close\r\n' : ''}\r\n`,
    );
  let answeredAt = 0;
  let second = false;
  let reply = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('error', (e) => resolve(`error ${(e as NodeJS.ErrnoException).code}`));
    socket.on('close', () =>
      resolve(
        second
          ? reply.split('\r\n')[0] || 'no reply'
          : `closed after ${Math.round(performance.now() - answeredAt)} ms idle`,
      ),
    );
  });
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      if (second) reply += chunk;
      else if (!answeredAt) {
        answeredAt = performance.now();
        resolve();
      }
    }),
  );
  socket.on('connect', () => ask(false));
  return {
    answered,
    again: () => {
      second = true;
      if (!socket.destroyed) ask(true);
      return closed;
    },
  };
}

/** Resolves once a new connection to the site is refused: its listener has closed. */
async function listenerClosed(): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(PORT, '127.0.0.1');
      probe.on('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.on('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('SIGTERM during a burst: every request already accepted is answered, every process exits, the lock is released, every accepted submission is stored', async () => {
  const pgid = npm.pid!;
  assert.ok(groupAlive(pgid).length >= 3, 'npm, scripts/start.mjs and next-server run');
  const tokens = await Promise.all(Array.from({ length: 31 }, () => altchaToken(DATA_DIR)));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  const results: { status: number; body?: Record<string, unknown>; error?: string }[] = [];
  const burst = tokens.slice(1).map(async (token, i) => {
    await new Promise((resolve) => setTimeout(resolve, i * 100));
    try {
      results.push(await submit(token));
    } catch (e) {
      results.push({ status: 0, error: String(e) });
    }
  });
  // In flight when the signal comes: a slow upload (until 4.4 s after it, past the listener's
  // close at DRAIN_DELAY_MS), ten page requests, and kept-alive connections whose next request
  // comes just after the listener closed (Node's close would cut them at once).
  const upload = slowUpload(tokens[0]!, 5000);
  const pages = Array.from({ length: 10 }, (_, i) =>
    fetch(url(i % 2 ? '/xeberler' : `/?in-flight=${i}`)).then(
      (r) => r.status,
      (e: Error) => e.message,
    ),
  );
  const kept = Array.from({ length: 3 }, () => keptAliveConnection());
  await Promise.all(kept.map((k) => k.answered));
  // /readyz asked back to back, each on a new connection, from before the signal until the
  // listener refuses: when each probe was sent, and what it got.
  const probes: { sent: number; status: number }[] = [];
  let probing = true;
  let signalled = Infinity;
  const prober = (async () => {
    while (probing) {
      const sent = Date.now();
      const status = await fetch(url('/readyz'), { headers: { connection: 'close' } }).then(
        (r) => r.status,
        () => 0,
      );
      probes.push({ sent, status });
      if (status === 0 && sent > signalled) return;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 600));
  signalled = Date.now();
  process.kill(pgid, 'SIGTERM');
  // Just after the listener closed (Node's own close would cut idle kept-alive connections at
  // once), the kept-alive connections send their next request.
  await listenerClosed();
  const late = await Promise.all(kept.map((k) => k.again()));
  await Promise.all(burst);
  const uploaded = await upload;
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded));
  results.push(uploaded);
  assert.deepEqual(await Promise.all(pages), Array(10).fill(200));
  // Answered; or, on a machine so loaded that the listener closed long after the signal, closed
  // by Node's keep-alive timeout after the connection sat idle that long (never cut sooner).
  for (const outcome of late) {
    const idle = /^closed after (\d+) ms idle$/.exec(outcome);
    assert.ok(
      outcome === 'HTTP/1.1 200 OK' || (idle && Number(idle[1]) >= KEEP_ALIVE_MS - 100),
      `a kept-alive connection: ${outcome}`,
    );
  }
  await exited;
  probing = false;
  await prober;
  await until('every process to exit', 30_000, async () =>
    groupAlive(pgid).length === 0 ? true : undefined,
  );
  // The server's clock is this machine's: a probe sent after it logged the stop finds it
  // draining (503) or, once the listener closed, refused; never ready. The signal reaches the
  // server through npm and scripts/start.mjs, so probes sent after the kill may still say 200.
  const drainingAt = Date.parse(String(logLines().find((l) => l.msg === 'draining')?.time));
  const during = probes.filter((p) => p.sent > drainingAt);
  assert.deepEqual(
    during.filter((p) => p.status !== 503 && p.status !== 0),
    [],
    'no probe sent while the server drains finds it ready',
  );
  // A probe in flight at the signal, or sent during the delay, is answered while draining.
  assert.ok(
    probes.some((p) => p.status === 503),
    `readyz says 503 during DRAIN_DELAY_MS (probes: ${JSON.stringify(probes.slice(-8))})`,
  );
  assert.ok(!fs.existsSync(path.join(DATA_DIR, 'pglite/pglite.lock')), 'the lock is released');

  const stored = results.filter((r) => r.status === 200).map((r) => String(r.body?.reference));
  assert.ok(stored.length > 0, 'some submissions were accepted before the stop');
  for (const r of results.filter((r) => r.status !== 200))
    assert.ok(r.status === 0 || (r.status >= 400 && r.body?.status === false), JSON.stringify(r));
  assert.match(output.join(''), /"msg":"stopped"/);

  const db = await openDatabase({ dataDir: DATA_DIR });
  try {
    const rows = await db.db
      .select({ reference: muracietler.reference })
      .from(muracietler)
      .where(inArray(muracietler.reference, stored));
    assert.equal(rows.length, stored.length);
    const one = await db.db.select().from(muracietler).where(eq(muracietler.reference, stored[0]!));
    assert.equal(one.length, 1);
  } finally {
    await db.close();
  }
});
