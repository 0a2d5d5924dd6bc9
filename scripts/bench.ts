/**
 * `npm run bench`: serves the production build on its own data directories,
 * at the demo volume and at --scale 100, and prints requests per second and
 * p50/p99 latency of the API's list, detail, filter and search calls.
 * Traffic goes to 127.0.0.1 only; every loop is bounded.
 *   npm run bench -- --requests 400 --concurrency 8 --scales 1,100 --port 3200
 *   --cases stems,neticeler   only the calls whose name holds one of these words
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
// @ts-expect-error: a plain .mjs module without types
import { buildIfNeeded } from './build-if-needed.mjs';
import { SEARCH_QUERIES } from './search-cases';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const REQUESTS = Number(arg('requests', '400'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const SCALES = arg('scales', '1,100').split(',').map(Number);
const PORT = Number(arg('port', '3200'));
const BASE = `http://127.0.0.1:${PORT}`;
const ONLY = arg('cases', '').split(',').filter(Boolean);

type Case = { name: string; path: string; body: (i: number, scale: number) => object };

const ALL_CASES: Case[] = [
  {
    name: 'list    xeberler',
    path: '/api/xeberler/get',
    body: (i) => ({ limit: 12, from: (i % 4) * 12, language: 'az' }),
  },
  {
    name: 'detail  xeberler',
    path: '/api/xeberler/get',
    body: (i, s) => ({ id: ((i * 7919) % (60 * s)) + 1, language: 'en' }),
  },
  {
    name: 'detail  dercler',
    path: '/api/dercler/get',
    body: (i, s) => ({ id: ((i * 104729) % (60 * s)) + 1, language: 'az' }),
  },
  {
    name: 'filter  dercler',
    path: '/api/dercler/get',
    body: (i) => ({ limit: 10, type: 'audit', audit_nov: (i % 3) + 1, language: 'az' }),
  },
  ...(
    [
      ['search  neticeler', SEARCH_QUERIES.neticeler],
      ['search  infix/suggest', SEARCH_QUERIES.infix],
      ['search  stems', SEARCH_QUERIES.stems],
    ] as const
  ).map(([name, queries]) => ({
    name,
    path: '/api/neticeler',
    body: (i: number) => queries[i % queries.length]!,
  })),
];
const CASES = ALL_CASES.filter((c) => ONLY.length === 0 || ONLY.some((w) => c.name.includes(w)));

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function waitUp(server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      const r = await fetch(`${BASE}/api/menu/navbar`, { method: 'POST' });
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer in 120 s');
}

async function measure(c: Case, scale: number) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        const r = await fetch(BASE + c.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(c.body(i, scale)),
        });
        const json: unknown = await r.json();
        if (!(typeof json === 'object' && json !== null && 'status' in json && json.status))
          errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: REQUESTS / seconds, p50: pct(50), p99: pct(99), errors };
}

async function benchScale(scale: number) {
  const dataDir = `.bench/scale-${scale}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  delete env.AUDIT_API_URL;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const seeded = Date.now();
  run('node_modules/.bin/tsx', ['scripts/seed.ts', '--scale', String(scale)], env);
  console.log(`scale ${scale}: seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const server = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
  });
  try {
    await waitUp(server);
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const c of CASES) {
      await measure({ ...c }, scale).catch(() => undefined); // warm-up run, not reported
      results[c.name] = await measure(c, scale);
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  if (buildIfNeeded() !== 0) throw new Error('next build failed');
  const all: Record<number, Awaited<ReturnType<typeof benchScale>>> = {};
  for (const scale of SCALES) all[scale] = await benchScale(scale);
  console.log(`\n${REQUESTS} requests per call, ${CONCURRENCY} at a time, 127.0.0.1\n`);
  console.log(
    [
      'call'.padEnd(18),
      ...SCALES.map((s) => `scale ${s}: req/s  p50 ms  p99 ms`.padStart(34)),
    ].join(''),
  );
  for (const c of CASES) {
    const cells = SCALES.map((s) => {
      const r = all[s]![c.name]!;
      return `${r.rps.toFixed(0).padStart(15)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)}${r.errors ? ` (${r.errors} errors)` : ''}`.padStart(
        34,
      );
    });
    console.log([c.name.padEnd(18), ...cells].join(''));
  }
  if (SCALES.length > 1) {
    const [lo, hi] = [SCALES[0]!, SCALES[SCALES.length - 1]!];
    console.log(`\np99 at scale ${hi} / p99 at scale ${lo} (target: at most 2.0)`);
    for (const c of CASES) {
      const ratio = all[hi]![c.name]!.p99 / all[lo]![c.name]!.p99;
      console.log(`${c.name.padEnd(18)} ${ratio.toFixed(2)} ${ratio <= 2 ? 'ok' : 'OVER TARGET'}`);
    }
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
