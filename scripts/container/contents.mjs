/**
 * What an image's filesystem holds, read from a mounted working container:
 * the project's files (under the image's working directory) must carry no
 * secret, no .git, no test file and no data of the build machine.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Canaries put into the build context before the build, which .dockerignore must keep out. */
export const CANARIES = [
  '.env',
  '.env.production',
  'deploy/tls/privkey.pem',
  'data/pglite/canary',
  'exports/canary.csv',
  'backups/canary.tar.gz',
];

const SECRET = /^(\.env(\..*)?|.*\.(pem|key|p12|pfx)|id_(rsa|ed25519|ecdsa).*)$/;
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$|\.e2e\.[jt]s$/;
const TEST_DIRS = new Set(['test', 'e2e', '__tests__']);
const DATA_DIRS = new Set(['data', 'exports', 'backups', '.test-data', '.bench']);

function* walk(dir, rel = '') {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relPath = path.posix.join(rel, entry.name);
    yield { entry, relPath };
    if (entry.isDirectory() && !entry.isSymbolicLink())
      yield* walk(path.join(dir, entry.name), relPath);
  }
}

/**
 * Offending paths under `appDir` (a path inside the mounted root `mnt`), and
 * the canaries that got in; `tests`: whether test files count (the build
 * stage keeps them: the build type-checks them). Inside node_modules only a
 * .git counts: packages ship keys and tests of their own.
 */
export function scanImage(mnt, appDir, { tests = true } = {}) {
  const found = { secret: [], git: [], test: [], data: [], files: 0 };
  const root = path.join(mnt, appDir);
  for (const { entry, relPath } of walk(root)) {
    found.files += 1;
    const inDeps = relPath.split('/').includes('node_modules');
    const top = !relPath.includes('/');
    if (entry.name === '.git') found.git.push(relPath);
    else if (entry.isFile() && SECRET.test(entry.name) && !inDeps) found.secret.push(relPath);
    else if (inDeps) continue;
    else if (tests && entry.isDirectory() && TEST_DIRS.has(entry.name)) found.test.push(relPath);
    else if (tests && entry.isFile() && TEST.test(entry.name)) found.test.push(relPath);
    else if (top && entry.isDirectory() && DATA_DIRS.has(entry.name)) found.data.push(relPath);
  }
  found.canary = CANARIES.filter((canary) => fs.existsSync(path.join(root, canary)));
  return found;
}

/** Owner and mode of a path in the mounted root, or null when it does not exist. */
export function ownerOf(mnt, p) {
  const full = path.join(mnt, p);
  if (!fs.existsSync(full)) return null;
  const stat = fs.statSync(full);
  return { uid: stat.uid, gid: stat.gid, mode: stat.mode & 0o7777 };
}

/** uid and gid of a user name or uid[:gid] in the mounted root's /etc/passwd. */
export function resolveUser(mnt, user) {
  const [name, group] = (user || 'root').split(':');
  const line = fs
    .readFileSync(path.join(mnt, 'etc/passwd'), 'utf8')
    .split('\n')
    .map((l) => l.split(':'))
    .find((f) => f[0] === name || f[2] === name);
  if (!line) throw new Error(`user ${user} is not in the image's /etc/passwd`);
  return { name: line[0], uid: Number(line[2]), gid: Number(group ?? line[3]) };
}

/**
 * Runs `fn` with the canaries in the build context `root` (those not there
 * already), then removes what it added: the files, and the folders it made
 * when nothing else was written into them meanwhile.
 */
export async function withCanaries(root, fn) {
  const files = [];
  const dirs = [];
  for (const canary of CANARIES) {
    const file = path.join(root, canary);
    if (fs.existsSync(file)) continue;
    const first = fs.mkdirSync(path.dirname(file), { recursive: true });
    for (let dir = path.dirname(file); first && dir.startsWith(first); dir = path.dirname(dir))
      dirs.push(dir);
    fs.writeFileSync(file, 'CONTAINER_CHECK_CANARY=must never reach an image\n');
    files.push(file);
  }
  try {
    return await fn();
  } finally {
    for (const file of files) fs.rmSync(file, { force: true });
    for (const dir of dirs.sort((a, b) => b.length - a.length)) {
      try {
        fs.rmdirSync(dir);
      } catch {
        // not empty: something else uses it
      }
    }
  }
}
