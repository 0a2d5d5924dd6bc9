/**
 * Builds the project's Dockerfile as it is with `buildah bud --isolation
 * chroot`, in docker format (the OCI format drops HEALTHCHECK), with layer
 * caching: first its build stage (the image compose's seed service runs),
 * then the whole image from the same cache.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const IMAGE = 'localhost/audit-site:check';
export const BUILD_IMAGE = 'localhost/audit-site-build:check';
/** npm's global settings in the node images (prefix /usr/local); empty there. */
const NPM_ETC = '/usr/local/etc';
/** What the build's trust mount holds: no image may keep it. */
export const BUILD_MOUNT_FILES = [`${NPM_ETC}/npmrc`, `${NPM_ETC}/build-ca.crt`];

/**
 * This machine's npm trusts a CA file of its own (`cafile`, e.g. for a TLS
 * proxy in front of the registry): the RUN steps get the same file and
 * setting in a folder mounted over the base image's empty /usr/local/etc, at
 * build time only (a mount on a path the image lacks would leave its mount
 * point in the layer).
 */
function npmTrust(workDir) {
  const cafile = spawnSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).stdout.trim();
  if (!cafile || cafile === 'null' || !fs.existsSync(cafile)) return [];
  const dir = path.join(workDir, 'npm-etc');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(cafile, path.join(dir, 'build-ca.crt'));
  fs.writeFileSync(path.join(dir, 'npmrc'), `cafile=${NPM_ETC}/build-ca.crt\n`);
  return ['--volume', `${dir}:${NPM_ETC}:ro`];
}

function bud(root, args, log) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(log, 'a');
    const child = spawn(
      'buildah',
      // --force-rm: no working container left behind by a failed step
      [
        ...['bud', '--isolation', 'chroot', '--format', 'docker', '--layers', '--pull=never'],
        ...['--force-rm', ...args],
      ],
      { cwd: root, stdio: ['ignore', out, out] },
    );
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else {
        const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
        reject(new Error(`buildah bud failed (${code}), end of ${log}:\n${tail}`));
      }
    });
  });
}

/** Both images; resolves to the seconds each took and the log's path. */
export async function buildImages(root, workDir, log) {
  fs.rmSync(log, { force: true });
  const common = [...npmTrust(workDir), '-f', 'Dockerfile'];
  let began = performance.now();
  await bud(root, [...common, '--target', 'build', '-t', BUILD_IMAGE, '.'], log);
  const buildStage = (performance.now() - began) / 1000;
  began = performance.now();
  await bud(root, [...common, '-t', IMAGE, '.'], log);
  return { buildStage, runStage: (performance.now() - began) / 1000, log };
}
