/**
 * Starts one server of the end-to-end run on the existing production build.
 *   node scripts/e2e-server.mjs local PORT    fresh embedded database with the demo content
 *   node scripts/e2e-server.mjs remote PORT   no database: reads AUDIT_API_URL
 *   node scripts/e2e-server.mjs server PORT   the PostgreSQL server of DATABASE_URL (migrated, demo content if empty)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const [mode, port] = process.argv.slice(2);
// E2E_SITE_URL: a public https address, for the tests that score headers as if served over TLS.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: process.env.E2E_SITE_URL || `http://127.0.0.1:${port}`,
};

if (mode === 'local' || mode === 'server') {
  env.DATA_DIR = `.test-data/e2e-${port}`;
  delete env.AUDIT_API_URL;
  if (mode === 'local') delete env.DATABASE_URL;
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  // The tests' template database when jest made one (scripts/db-template.ts): a copy opens in a
  // tenth of the time a new one takes; `npm start` itself is tested on a fresh directory.
  if (mode === 'local' && fs.existsSync('.test-data/template/pglite'))
    fs.cpSync('.test-data/template', env.DATA_DIR, { recursive: true });
  const r = spawnSync('node_modules/.bin/tsx', ['scripts/db-prepare.ts'], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else {
  env.DATA_DIR = `.test-data/e2e-${port}`;
}

// Each server gets its own copy of the build: Next keeps its page and data
// caches inside it, and three servers sharing one would serve each other's pages.
// E2E_NEXT_SOURCE serves another build (a benchmark's "before" copy) instead of .next.
const source = process.env.E2E_NEXT_SOURCE || '.next';
const dist = `.test-data/next-${port}`;
fs.rmSync(dist, { recursive: true, force: true });
fs.cpSync(source, dist, {
  recursive: true,
  filter: (src) => !/^\/(cache|server\/route-cache)(\/|$)/.test(src.slice(source.length)),
});
env.NEXT_DIST_DIR = dist;

// CPU_PROF_DIR: write a CPU profile of the server there when it stops (Node 20 refuses
// --cpu-prof in NODE_OPTIONS; scripts/cpu-profile.mjs reads it, docs/benchmarks.md).
const profile = process.env.CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`]
  : [];
const server = spawn(
  process.execPath,
  [...profile, 'node_modules/next/dist/bin/next', 'start', '-p', port],
  {
    stdio: 'inherit',
    env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
