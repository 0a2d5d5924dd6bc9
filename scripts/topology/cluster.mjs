/**
 * Starts and stops the pieces of a multi-instance run on this machine (the
 * topology test and `npm run bench:topology`): Redis with the shipped
 * deploy/redis.conf, production instances of the existing build, and nginx
 * with the shipped configuration (nginx-conf.mjs). Loopback only.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeNginxConf } from './nginx-conf.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children = new Set();

function track(child, name, logFile) {
  const log = fs.openSync(logFile, 'a');
  child.stdout?.on('data', (d) => fs.writeSync(log, d));
  child.stderr?.on('data', (d) => fs.writeSync(log, d));
  child.on('exit', () => children.delete(child));
  child.name = name;
  children.add(child);
  return child;
}

/**
 * Whether a socket listens on TCP `port` (any address), read from the kernel's tables
 * (Linux's /proc/net/tcp and tcp6) without connecting: a probe connection to a stopping
 * instance would be one more it has to accept before its listener may close. Without those
 * tables (not Linux) it says no, and the caller's probe connects as before.
 */
export function listens(port) {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const table = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return ['/proc/net/tcp', '/proc/net/tcp6'].some((file) =>
    table(file)
      .split('\n')
      .slice(1)
      .some((line) => {
        const [, address, , state] = line.trim().split(/\s+/);
        return state === '0A' && address?.endsWith(local);
      }),
  );
}

export function hasBinary(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

export async function waitFor(url, { timeoutMs = 60_000, ok = (r) => r.status < 500 } = {}) {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    try {
      const r = await fetch(url, { redirect: 'manual' });
      await r.arrayBuffer();
      if (ok(r)) return;
      last = `status ${r.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time (${last})`);
}

export async function startRedis({ port, dir }) {
  fs.mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    [
      path.join(ROOT, 'deploy/redis.conf'),
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  track(child, 'redis', path.join(dir, 'redis.log'));
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG')
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

/** Migrates and seeds the database once, as `npm start` does. */
export function prepareDatabase(env) {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/db-prepare.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('db-prepare failed');
}

/** One production instance of the existing build (`next start`). */
export function startSite({ port, env, logDir }) {
  fs.mkdirSync(logDir, { recursive: true });
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/next'),
    ['start', '-p', String(port), '-H', 'localhost'],
    {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  return track(child, `site:${port}`, path.join(logDir, `site-${port}.log`));
}

/** nginx with the shipped configuration, rewritten for these ports. */
export function startNginx(opts) {
  return startNginxWith(writeNginxConf(opts), opts.dir, opts);
}

/**
 * nginx in the foreground with configuration file `conf`, its files in `dir`;
 * `cpu`: pinned to that core (taskset), workers included.
 */
export function startNginxWith(conf, dir, { cpu } = {}) {
  const check = spawnSync('nginx', ['-t', '-q', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const args = ['-c', conf, '-p', dir, '-g', 'daemon off;'];
  const [command, ...rest] =
    cpu === undefined ? ['nginx', ...args] : ['taskset', '-c', cpu, 'nginx', ...args];
  const child = spawn(command, rest, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(child, 'nginx', path.join(dir, 'nginx.out'));
}

/** Ends one started process (and its children) and waits for it. */
export async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  try {
    process.kill(child.spawnargs[0].endsWith('next') ? -child.pid : child.pid, signal);
  } catch {
    child.kill(signal);
  }
  await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c)));
}
