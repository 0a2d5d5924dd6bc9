import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { env } from '@/lib/platform/config/env';

/**
 * The embedded database's own dump (a gzipped tar of its data directory),
 * consistent: PGlite runs one statement at a time, so nothing writes during it.
 */
export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
}

/** Where `npm run db:backup` asks the running site for a dump (JSON: {out}). */
export function backupRequestFile(pgliteDir: string): string {
  return path.join(pgliteDir, 'backup-request.json');
}

/** Writes `data` to `file` whole or not at all. */
export function writeWhole(file: string, data: Buffer): void {
  fs.writeFileSync(`${file}.partial`, data);
  fs.renameSync(`${file}.partial`, file);
}

async function answerBackupRequest(embedded: () => Promise<PGlite | null>): Promise<void> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return;
  const request = backupRequestFile(path.resolve(DATA_DIR, 'pglite'));
  let out: unknown;
  try {
    out = JSON.parse(fs.readFileSync(request, 'utf8')).out;
    fs.rmSync(request, { force: true });
  } catch {
    return;
  }
  if (typeof out !== 'string' || !path.isAbsolute(out)) return;
  const client = await embedded();
  if (client) writeWhole(out, await dumpEmbedded(client));
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteBackupSignal: true | undefined;
}

const globalRef = globalThis;

/**
 * While the site serves, it alone may open the embedded database: on SIGUSR2
 * it writes the dump `npm run db:backup` asked for (scripts/db-backup.ts).
 * Only a process of the same user (or root) can send that signal. `embedded` is the product's
 * embedded database (lib/core/db/client.ts, wired by instrumentation.ts).
 */
export function answerBackupRequests(
  embedded: () => Promise<PGlite | null>,
  onError: (e: unknown) => void,
): void {
  if (globalRef.__siteBackupSignal) return;
  globalRef.__siteBackupSignal = true;
  process.on('SIGUSR2', () => void answerBackupRequest(embedded).catch(onError));
}
