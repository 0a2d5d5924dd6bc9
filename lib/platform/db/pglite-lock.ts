import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return typeof e === 'object' && e !== null && 'code' in e && e.code === 'EPERM';
  }
}

/**
 * Takes the lock file of an embedded (PGlite) data directory. PGlite has no
 * lock of its own, and two processes writing one directory corrupt it.
 * A lock left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if (!(typeof e === 'object' && e !== null && 'code' in e && e.code === 'EEXIST')) throw e;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by process ${owner}. ` +
            'Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dir}.`);
}
