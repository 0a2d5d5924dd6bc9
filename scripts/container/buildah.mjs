/**
 * buildah as the container check uses it: chroot isolation (no container
 * runtime works on these machines), the host's network, and a record of the
 * working containers made so that they are all removed at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const made = new Set();

/** Runs buildah to the end; its trimmed stdout, or an Error with its stderr. */
export function buildah(args, opts = {}) {
  const r = spawnSync('buildah', args, { encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
  if (r.status !== 0) {
    const why = (r.stderr || r.stdout || r.error?.message || '').trim().split('\n').slice(-5);
    throw new Error(`buildah ${args[0]} failed (${r.status}): ${why.join('\n')}`);
  }
  return (r.stdout ?? '').trim();
}

/** Whether an image of this name is in buildah's local storage. */
export function hasImage(name) {
  return spawnSync('buildah', ['inspect', '--type', 'image', name]).status === 0;
}

/** The image's configuration (docker format: its HEALTHCHECK is kept). */
export function imageConfig(name) {
  const info = JSON.parse(buildah(['inspect', '--type', 'image', name]));
  return info.Docker?.config ?? info.Docker?.Config ?? {};
}

/** The image's size as `buildah images` reports it. */
export function imageSize(name) {
  return buildah(['images', '--format', '{{.Size}}', name]).split('\n')[0];
}

/** A working container of `image`, removed by removeContainers(). */
export function workingContainer(image) {
  const id = buildah(['from', '--pull=never', image]);
  made.add(id);
  return id;
}

export function removeContainer(id) {
  spawnSync('buildah', ['umount', id]);
  spawnSync('buildah', ['rm', id]);
  made.delete(id);
}

/** Removes every working container made here (at the end, also after a failure). */
export function removeContainers() {
  for (const id of made) removeContainer(id);
}

/**
 * The host folder of a working container's copy of an image VOLUME: what
 * `docker run` gives as an anonymous volume (the image's folder, its owner
 * kept), kept from one `buildah run` to the next, and mounted over any
 * --volume at the same path. buildah 1.28's layout:
 * <graph root>/<driver>-containers/<id>/userdata/buildah-volumes/<sha256 of the path>.
 */
export function imageVolumeDir(ctr, target) {
  const { store } = JSON.parse(buildah(['info']));
  const id = JSON.parse(buildah(['inspect', '--type', 'container', ctr])).ContainerID;
  const hash = crypto.createHash('sha256').update(target).digest('hex');
  const dir = path.join(store.GraphRoot, `${store.GraphDriverName}-containers`, id, 'userdata');
  const volume = path.join(dir, 'buildah-volumes', hash);
  if (!fs.existsSync(volume)) throw new Error(`no volume for ${target} in ${dir}`);
  return volume;
}

/** `buildah run` arguments: chroot isolation, host network, env, volumes, user. */
function runArgs(ctr, command, { env = {}, volumes = [], user } = {}) {
  return [
    'run',
    '--isolation',
    'chroot',
    '--network',
    'host',
    ...(user ? ['--user', user] : []),
    ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
    ...volumes.flatMap((v) => ['--volume', v]),
    ctr,
    '--',
    ...command,
  ];
}

/** Runs a command in the container to its end: {status, output}. */
export function runToEnd(ctr, command, opts) {
  const r = spawnSync('buildah', runArgs(ctr, command, opts), {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** Starts a command in the container; the child is `buildah run` itself. */
export function runInBackground(ctr, command, opts) {
  return spawn('buildah', runArgs(ctr, command, opts), { stdio: ['ignore', 'pipe', 'pipe'] });
}
