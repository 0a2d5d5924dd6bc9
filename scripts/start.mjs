/**
 * `npm start`: builds when needed, migrates the database and loads the demo
 * content into an empty one, then serves the site (PORT, default 3000).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

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
const server = spawn('node_modules/.bin/next', ['start', '-p', port], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
