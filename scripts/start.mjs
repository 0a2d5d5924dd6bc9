/**
 * `npm start`: builds when needed, migrates the database and loads the demo
 * content into an empty one, checks that Next carries the site's patch, then
 * serves the site (PORT, default 3000).
 *
 * Stopping: SIGTERM or SIGINT (also when npm, its parent, goes away) is passed
 * to the server, which drains and closes the database (lib/platform/observability/shutdown.ts);
 * this process waits for it and exits with its code, killing it after
 * SHUTDOWN_TIMEOUT_MS + DRAIN_DELAY_MS + 5 s at the latest (docs/operations.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { withHeapCeiling } from './heap.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// A Next whose runtime lacks the patch serves blank error pages and styles the CSP refuses.
const patched = spawnSync(process.execPath, ['scripts/patch-next.mjs', '--check'], {
  stdio: 'inherit',
});
if (patched.status !== 0) process.exit(1);

if (buildIfNeeded() !== 0) process.exit(1);

const prepared = spawnSync('node_modules/.bin/tsx', ['scripts/db-prepare.ts'], {
  stdio: 'inherit',
  env,
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

// The content may have changed while the site was stopped (npm run db:seed):
// start with empty page and data caches.
for (const dir of ['.next/cache/fetch-cache', '.next/server/route-cache']) {
  fs.rmSync(dir, { recursive: true, force: true });
}

if (process.env.AUDIT_API_URL?.trim() && !process.env.RECAPTCHA_SITE_KEY?.trim()) {
  console.warn(
    'Warning: AUDIT_API_URL is set but RECAPTCHA_SITE_KEY is not: the request form and the survey ' +
      'show the contacts instead (the upstream verifies reCAPTCHA v3 tokens, docs/contract.md §7).',
  );
}

const port = process.env.PORT ?? '3000';
const server = spawn('node_modules/.bin/next', ['start', '-p', port], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_OPTIONS: withHeapCeiling(env.NODE_OPTIONS),
    SITE_SUPERVISOR_PID: String(process.pid),
  },
});

const ms = (name, fallback) => Number(process.env[name]) || fallback;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  const limit = ms('SHUTDOWN_TIMEOUT_MS', 30_000) + ms('DRAIN_DELAY_MS', 0) + 5000;
  setTimeout(() => {
    console.error(`The server did not stop within ${limit} ms: killed.`);
    server.kill('SIGKILL');
  }, limit).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// npm was killed without passing the signal on: this process was handed to init.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop('SIGTERM'), 1000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
