import path from 'node:path';

/** Where accepted files live: DATA_DIR/uploads, never under public/ (never served). */
export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** Where files wait while a submission is being checked. */
export function uploadsTmpDir(dataDir: string): string {
  return path.join(uploadsDir(dataDir), 'tmp');
}
