/**
 * `npm run container:check`, documented in
 * docs/deploy.md, "The container image, built and run here".
 * Builds the Dockerfile with buildah (chroot isolation: no
 * container engine runs on these machines) on a stand-in base image when the
 * registry's cannot be pulled, looks into the image, and runs its own command
 * on the host network, first on the embedded database in a fresh /data, then
 * on the machine's PostgreSQL and a Redis of its own, with compose.yaml's
 * environment, volumes and grace period. Prints each check, the build time
 * and the image size; exits 1 on any failure. Minutes, not part of npm test.
 *   CONTAINER_CHECK_DATABASE_URL  an admin URL of the PostgreSQL server
 *                                 (default postgres:postgres@127.0.0.1:5432)
 *   --no-build                    reuse the images of an earlier run
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRedis, stopAll } from '../topology/cluster.mjs';
import { ensureBaseImage } from './base-image.mjs';
import { BUILD_IMAGE, buildImages, BUILD_MOUNT_FILES, IMAGE } from './build.mjs';
import {
  buildah,
  hasImage,
  imageConfig,
  imageSize,
  removeContainers,
  workingContainer,
} from './buildah.mjs';
import { readCompose } from './compose.mjs';
import { ownerOf, resolveUser, scanImage, withCanaries } from './contents.mjs';
import { freePort } from './ports.mjs';
import { runScenario } from './scenario.mjs';
import { ensureTools, machinePostgres, throwawayDatabase } from './services.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOG_DIR = path.join(ROOT, '.test-data/container-check');
const DEFAULT_ADMIN = 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
const ADMIN_URL = process.env.CONTAINER_CHECK_DATABASE_URL || DEFAULT_ADMIN;
// A short drain, to see /readyz say 503 during it (compose leaves it at 0 behind nginx).
const DRAIN_DELAY_MS = 1000;
const SHUTDOWN_TIMEOUT_MS = 30_000;
const counts = { passed: 0, failed: 0 };

const DRAIN = {
  DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
};

async function check(name, fn) {
  try {
    const detail = await fn();
    counts.passed++;
    console.log(`PASS  ${name}${detail ? ` — ${detail}` : ''}`);
  } catch (e) {
    counts.failed++;
    console.log(`FAIL  ${name} — ${e instanceof Error ? e.message : e}`);
  }
}

/**
 * A host folder standing for a new named volume mounted at `target`: docker
 * gives it the owner and mode of the image's folder there (root's 0755 when
 * the image has none).
 */
function newVolume(mnt, target, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const owner = ownerOf(mnt, target) ?? { uid: 0, gid: 0, mode: 0o755 };
  fs.chownSync(dir, owner.uid, owner.gid);
  fs.chmodSync(dir, owner.mode);
  return dir;
}

/** The image's configuration and filesystem. */
async function inspectImages(config, mnt, buildMnt, compose) {
  const user = resolveUser(mnt, config.User);
  await check('the image runs as a non-root user, with a HEALTHCHECK and /data', () => {
    if (user.uid === 0) throw new Error(`USER ${config.User || 'root'} is root`);
    if (!config.Healthcheck?.Test) throw new Error('no HEALTHCHECK (built in OCI format?)');
    if (!config.Volumes?.['/data']) throw new Error('no VOLUME /data');
    return `USER ${config.User} (uid ${user.uid}), HEALTHCHECK, VOLUME /data, EXPOSE ${Object.keys(config.ExposedPorts ?? {})}`;
  });
  await check("compose.yaml's volume mount points belong to that user", () => {
    const targets = ['/data', ...compose.volumes.map((v) => v.target)];
    const wrong = targets.filter((t) => ownerOf(mnt, t)?.uid !== user.uid);
    if (wrong.length) throw new Error(`${wrong} missing or not owned by uid ${user.uid}`);
    return targets.join(', ');
  });
  const clean = (found) => {
    const bad = ['secret', 'git', 'test', 'data', 'canary'].filter((k) => found[k].length);
    if (bad.length) throw new Error(bad.map((k) => `${k}: ${found[k].slice(0, 5)}`).join('; '));
    return `${found.files} files looked at`;
  };
  await check('the image holds no secret, .git, test file or build-machine data', () =>
    clean(scanImage(mnt, config.WorkingDir)),
  );
  await check('the build stage holds no secret, .git or build-machine data', () =>
    clean(scanImage(buildMnt, '/app', { tests: false })),
  );
  await check("the build's npm trust mount left nothing in the images", () => {
    const left = BUILD_MOUNT_FILES.filter((p) => ownerOf(mnt, p) || ownerOf(buildMnt, p));
    if (left.length) throw new Error(`${left} left`);
    return `no ${BUILD_MOUNT_FILES.join(', ')}`;
  });
  return user;
}

/** The embedded database, in the container's own /data. */
async function embedded(shared) {
  const port = await freePort();
  return {
    ...shared,
    title: '— Embedded database (PGlite) in a fresh /data volume',
    logFile: path.join(LOG_DIR, 'embedded.log'),
    port,
    env: { PORT: port, SITE_URL: `http://127.0.0.1:${port}`, ...DRAIN },
    volumes: [],
    graceMs: DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS,
    seed: { command: shared.compose.seedCommand, env: { DATA_DIR: '/data' } },
  };
}

/**
 * The machine's PostgreSQL (a throwaway database) and a Redis of its own,
 * with every variable compose.yaml gives the site (loopback values) and its
 * uploads volume; what it starts goes into `cleanups`.
 */
async function withServers(shared, { mnt, workDir, cleanups }) {
  const { compose } = shared;
  const postgres = machinePostgres();
  const setPassword = ADMIN_URL === DEFAULT_ADMIN;
  const database = await throwawayDatabase(ADMIN_URL, { setPassword });
  cleanups.push(() => database.drop());
  const redisPort = await freePort();
  await startRedis({ port: redisPort, dir: path.join(workDir, 'redis') });
  cleanups.push(stopAll);
  const port = await freePort();
  const values = {
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUSTED_PROXIES: '1',
    SITE_URL: `http://127.0.0.1:${port}`,
    REVALIDATE_TOKEN: crypto.randomBytes(24).toString('hex'),
    ALTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
    ALERTS_SECRET: crypto.randomBytes(32).toString('hex'),
    CSP_NONCE_PLACEHOLDER: crypto.randomBytes(16).toString('hex'),
    METRICS_PORT: String(await freePort()),
    LOG_LEVEL: 'info',
  };
  const unknown = compose.environment.filter((name) => !(name in values));
  if (unknown.length) throw new Error(`compose.yaml sets ${unknown}: give the check a value`);
  const env = Object.fromEntries(compose.environment.map((name) => [name, values[name]]));
  const uploads = compose.volumes.find((v) => v.target === '/data/uploads');
  if (!uploads) throw new Error('compose.yaml mounts no volume at /data/uploads');
  // Seen from the host as DATA_DIR/uploads, for requests:export.
  const uploadsDataDir = path.join(workDir, 'server-data');
  const volume = newVolume(mnt, uploads.target, path.join(uploadsDataDir, 'uploads'));
  return {
    ...shared,
    title: `— ${postgres} and Redis, with compose.yaml's environment and volumes`,
    logFile: path.join(LOG_DIR, 'server.log'),
    port,
    env: { ...env, PORT: port, ...DRAIN },
    volumes: [`${volume}:${uploads.target}`],
    redis: true,
    graceMs: DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS,
    seed: { command: compose.seedCommand, env: { DATABASE_URL: database.url } },
    databaseUrl: database.url,
    uploadsDataDir,
  };
}

/** Builds (unless --no-build) and reports the time and the size. */
async function build(workDir) {
  const reuse = process.argv.includes('--no-build') && hasImage(IMAGE) && hasImage(BUILD_IMAGE);
  if (reuse) console.log(`build       skipped (--no-build): ${IMAGE} of an earlier run`);
  else {
    const log = path.join(LOG_DIR, 'build.log');
    const t = await withCanaries(ROOT, () => buildImages(ROOT, workDir, log));
    const total = (t.buildStage + t.runStage).toFixed(0);
    console.log(
      `build       ${total} s (build stage ${t.buildStage.toFixed(0)} s, then the image ${t.runStage.toFixed(0)} s; log ${path.relative(ROOT, log)})`,
    );
  }
  console.log(`image       ${IMAGE}, ${imageSize(IMAGE)}`);
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'container-check-'));
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const cleanups = [];
  console.log('Container check: the Dockerfile built and run with buildah (chroot isolation)');
  try {
    const installed = ensureTools();
    if (installed.length) console.log(`installed from Debian: ${installed.join(', ')}`);
    console.log(`base image  ${ensureBaseImage(workDir)}`);
    await build(workDir);
    const compose = readCompose(ROOT);
    const config = imageConfig(IMAGE);
    const mnt = buildah(['mount', workingContainer(IMAGE)]);
    const buildMnt = buildah(['mount', workingContainer(BUILD_IMAGE)]);
    const user = await inspectImages(config, mnt, buildMnt, compose);
    const shared = { image: IMAGE, config, user, compose };
    await runScenario(await embedded(shared), check);
    await check("compose.yaml's stop_grace_period covers the shutdown timeout", () => {
      if (compose.graceSeconds * 1000 <= SHUTDOWN_TIMEOUT_MS)
        throw new Error(`${compose.graceSeconds} s, SHUTDOWN_TIMEOUT_MS ${SHUTDOWN_TIMEOUT_MS} ms`);
      return `${compose.graceSeconds} s > DRAIN_DELAY_MS 0 + SHUTDOWN_TIMEOUT_MS ${SHUTDOWN_TIMEOUT_MS / 1000} s`;
    });
    await runScenario(await withServers(shared, { mnt, workDir, cleanups }), check);
  } catch (e) {
    counts.failed++;
    console.log(`FAIL  ${e instanceof Error ? e.message : e}`);
  } finally {
    removeContainers();
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.log(e.message));
    spawnSync('rm', ['-rf', workDir]);
  }
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed ? 1 : 0);
}

await main();
