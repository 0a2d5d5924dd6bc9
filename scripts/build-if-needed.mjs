/**
 * Runs `next build` when there is no production build yet, or when a source
 * file is newer than it. Exported for start.mjs and the test runner.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'i18n',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
];
const SKIP = /(^|\/)(node_modules|\.next|migrations\/meta)(\/|$)|\.test\.tsx?$/;

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) {
    const child = path.join(p, name);
    if (!SKIP.test(child)) max = Math.max(max, newest(child));
  }
  return max;
}

/** True when a build exists and nothing it was made from changed since. */
export function buildIsFresh(root = process.cwd()) {
  const id = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(id)) return false;
  const built = fs.statSync(id).mtimeMs;
  return SOURCES.every((s) => newest(path.join(root, s)) <= built);
}

/** Builds the site when needed; returns the exit status. */
export function buildIfNeeded() {
  if (buildIsFresh()) return 0;
  console.log('Building the site (next build)...');
  const r = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return r.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildIfNeeded());
