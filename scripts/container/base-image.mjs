/**
 * The stand-in for the registry's `node:20-bookworm-slim`, which cannot be
 * pulled on these machines: a minimal Debian bookworm (debootstrap, from
 * Debian's own mirror) with this machine's Node 20 and npm copied to where
 * the official image has them (/usr/local), and the official image's
 * entrypoint. Made only when no image of that name is in local storage.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildah, hasImage, removeContainer, workingContainer } from './buildah.mjs';

/** The name the Dockerfile's FROM resolves to (the `node` short-name alias). */
export const BASE_IMAGE = 'docker.io/library/node:20-bookworm-slim';
const MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
const LABEL = 'container-check.stand-in';

// The official image's docker-entrypoint.sh: a first argument that is an
// option or not a command is given to node.
const ENTRYPOINT = `#!/bin/sh
set -e
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
`;

function sh(command, args) {
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${command} failed: ${(r.stderr || r.stdout).slice(-2000)}`);
  return r.stdout.trim();
}

/** Node and npm of this machine into rootfs/usr/local, as in the official image. */
function copyNode(rootfs) {
  const local = path.join(rootfs, 'usr/local');
  fs.copyFileSync(process.execPath, path.join(local, 'bin/node'));
  fs.chmodSync(path.join(local, 'bin/node'), 0o755);
  const npmCli = fs.realpathSync(sh('sh', ['-c', 'command -v npm']));
  const npmDir = path.resolve(path.dirname(npmCli), '..');
  fs.cpSync(npmDir, path.join(local, 'lib/node_modules/npm'), { recursive: true });
  for (const [name, target] of [
    ['npm', 'npm-cli.js'],
    ['npx', 'npx-cli.js'],
  ])
    fs.symlinkSync(`../lib/node_modules/npm/bin/${target}`, path.join(local, 'bin', name));
  fs.writeFileSync(path.join(local, 'bin/docker-entrypoint.sh'), ENTRYPOINT, { mode: 0o755 });
  return sh('chroot', [rootfs, '/usr/local/bin/npm', '--version']);
}

/** Makes the stand-in when no image of that name is present; returns what it did. */
export function ensureBaseImage(workDir) {
  if (hasImage(BASE_IMAGE)) {
    const labels = JSON.parse(buildah(['inspect', '--type', 'image', BASE_IMAGE])).OCIv1.config
      .Labels;
    const standIn = labels?.[LABEL] ? `, the stand-in: ${labels[LABEL]}` : '';
    return `${BASE_IMAGE}: present in local storage${standIn}`;
  }
  const major = process.versions.node.split('.')[0];
  if (major !== '20') throw new Error(`the stand-in needs Node 20 on this machine, not ${major}`);
  const rootfs = path.join(workDir, 'rootfs');
  sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, MIRROR]);
  for (const dir of [
    'var/cache/apt/archives',
    'var/lib/apt/lists',
    'usr/share/doc',
    'usr/share/man',
  ])
    for (const entry of fs.readdirSync(path.join(rootfs, dir), { withFileTypes: true }))
      if (entry.name !== 'partial' && entry.name !== 'lock')
        fs.rmSync(path.join(rootfs, dir, entry.name), { recursive: true, force: true });
  const npmVersion = copyNode(rootfs);
  const ctr = workingContainer('scratch');
  try {
    const mnt = buildah(['mount', ctr]);
    sh('cp', ['-a', `${rootfs}/.`, mnt]);
    buildah([
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env',
      `NODE_VERSION=${process.versions.node}`,
      '--entrypoint',
      '["docker-entrypoint.sh"]',
      '--cmd',
      'node',
      '--label',
      `${LABEL}=Debian bookworm (debootstrap) + this machine's Node ${process.versions.node}, npm ${npmVersion}`,
      ctr,
    ]);
    buildah(['commit', '--format', 'docker', ctr, BASE_IMAGE]);
  } finally {
    removeContainer(ctr);
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
  return (
    `${BASE_IMAGE}: made here as a stand-in for the registry image (not pullable here): ` +
    `Debian bookworm (debootstrap --variant=minbase) + this machine's Node ${process.versions.node}, npm ${npmVersion}`
  );
}
