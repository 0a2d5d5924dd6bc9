/**
 * What the container check needs from the machine: buildah and debootstrap
 * (installed from Debian when missing, as .ci/run installs its tools), the
 * machine's PostgreSQL with a throwaway database (Redis: topology/cluster.mjs
 * starts one of its own).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { hasBinary } from '../topology/cluster.mjs';

const PACKAGES = { buildah: 'buildah', debootstrap: 'debootstrap', 'redis-server': 'redis-server' };

function sh(command, args, opts) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${r.stderr || r.stdout}`);
  return r.stdout.trim();
}

/** Installs the missing tools with apt-get (root); returns the packages installed. */
export function ensureTools() {
  const missing = Object.entries(PACKAGES)
    .filter(([binary]) => !hasBinary(binary))
    .map(([, pkg]) => pkg);
  if (!hasBinary('pg_ctlcluster')) missing.push('postgresql');
  if (missing.length === 0) return [];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  sh('apt-get', ['update', '-qq'], { env });
  sh('apt-get', ['install', '-y', '-qq', ...missing], { env });
  return missing;
}

/**
 * The machine's newest PostgreSQL cluster, started when it is down and left
 * running (as .ci/run leaves it: the tests may be using it meanwhile).
 */
export function machinePostgres() {
  const version = fs
    .readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  const status = sh('pg_lsclusters', ['-h'])
    .split('\n')
    .find((l) => l.startsWith(`${version} main`));
  const started = !status?.includes('online');
  if (started) sh('pg_ctlcluster', [version, 'main', 'start']);
  sh('sh', [
    '-c',
    'for i in $(seq 30); do pg_isready -q -h 127.0.0.1 && exit 0; sleep 1; done; exit 1',
  ]);
  return `PostgreSQL ${version}${started ? ' (started here, left running)' : ''}`;
}

async function query(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** A new empty database next to `adminUrl`'s; `drop()` removes it. */
export async function throwawayDatabase(adminUrl, { setPassword = false } = {}) {
  const name = `audit_container_check_${process.pid}`;
  try {
    await query(adminUrl, 'SELECT 1');
  } catch (e) {
    // A machine where .ci/run never ran: give postgres the password it sets.
    if (!setPassword || e.code !== '28P01') throw e;
    sh('su', ['postgres', '-c', `psql -q -c "ALTER USER postgres PASSWORD 'postgres'"`]);
  }
  await query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await query(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
