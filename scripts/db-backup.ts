/**
 * `npm run db:backup -- [--out FILE]`: the embedded database (PGlite's own
 * dump) and the accepted uploads in one .tar.gz (default
 * backups/site-<time>.tar.gz). Safe while the site serves: the running server
 * makes the dump itself when asked (SIGUSR2, lib/platform/db/backup.ts). With
 * DATABASE_URL, use pg_dump instead (docs/operations.md, "Backups").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/platform/config/env';
import { backupRequestFile, dumpEmbedded, writeWhole } from '@/lib/platform/db/backup';
import { createEmbeddedClient } from '@/lib/platform/db/embedded';
import {
  copyUploads,
  fileStamp,
  DUMP,
  MANIFEST,
  pack,
  UPLOADS,
  type Manifest,
} from '@/lib/platform/db/backup-archive';
import { DatabaseLockedError, lockDataDir } from '@/lib/platform/db/pglite-lock';
import { uploadsDir } from '@/lib/core/forms/storage';

const WAIT_MS = 120_000;

async function dumpDirectly(dir: string, out: string): Promise<void> {
  const release = lockDataDir(dir);
  try {
    const client = await createEmbeddedClient(dir);
    try {
      writeWhole(out, await dumpEmbedded(client));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Asks the server that holds the database for the dump, and waits for it. */
async function dumpThroughServer(dir: string, out: string): Promise<void> {
  const owner = Number(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim());
  fs.writeFileSync(backupRequestFile(dir), JSON.stringify({ out }));
  process.kill(owner, 'SIGUSR2');
  const end = Date.now() + WAIT_MS;
  while (!fs.existsSync(out)) {
    if (Date.now() > end) throw new Error(`The running server (process ${owner}) made no dump.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up the PostgreSQL server with pg_dump and the uploads volume ' +
        'with tar (docs/operations.md, "Backups").',
    );
    process.exit(2);
  }
  const at = process.argv.indexOf('--out');
  const out = path.resolve(
    at > 0 ? (process.argv[at + 1] ?? '') : `backups/site-${fileStamp()}.tar.gz`,
  );
  const dir = path.resolve(DATA_DIR, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${dir}.`);

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  try {
    const dump = path.join(staging, DUMP);
    try {
      await dumpDirectly(dir, dump);
    } catch (e) {
      if (!(e instanceof DatabaseLockedError)) throw e;
      await dumpThroughServer(dir, dump);
    }
    // After the dump: every file a dumped row names was moved in before its row committed.
    const files = copyUploads(uploadsDir(DATA_DIR), path.join(staging, UPLOADS));
    const manifest: Manifest = {
      format: 'audit-site-backup/1',
      createdAt: new Date().toISOString(),
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    pack(staging, out);
    console.log(`Backup written: ${out} (database and ${files} uploaded file(s)).`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
