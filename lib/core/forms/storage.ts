import fs from 'node:fs';
import path from 'node:path';

/** Where accepted files live: DATA_DIR/uploads, never under public/ (never served). */
export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/**
 * Where an accepted file named `name` is kept. DATA_DIR is chosen at run
 * time, so the build must not follow this path: without the comment
 * Turbopack traces the whole project into the server output.
 */
export function uploadPath(dataDir: string, name: string): string {
  return path.join(/*turbopackIgnore: true*/ uploadsDir(dataDir), name);
}

/** Where files wait while a submission is being checked. */
export function uploadsTmpDir(dataDir: string): string {
  return path.join(uploadsDir(dataDir), 'tmp');
}

/**
 * Removes what a crash left in the waiting folder (a partial upload cut by
 * `kill -9`): run at server start. Only files nobody has written to for
 * `idleMs` go, so another instance's upload in progress on a shared
 * DATA_DIR is left alone. Returns how many were removed.
 */
export function removeStaleUploads(dataDir: string, idleMs = 60_000, now = Date.now()): number {
  const dir = uploadsTmpDir(dataDir);
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs < idleMs) continue;
      fs.rmSync(file, { recursive: true, force: true });
      removed++;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
