/**
 * `npm run db:restore -- FILE [--force]`: puts a backup made by
 * `npm run db:backup` into DATA_DIR (database and uploads). The site must be
 * stopped. An existing database is kept aside (pglite.before-restore-<time>)
 * only with --force; without it a non-empty DATA_DIR is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/platform/config/env';
import { backupRequestFile } from '@/lib/platform/db/backup';
import { copyUploads, fileStamp, DUMP, UPLOADS, unpack } from '@/lib/platform/db/backup-archive';
import { createEmbeddedClient } from '@/lib/platform/db/embedded';
import { lockDataDir } from '@/lib/platform/db/pglite-lock';
import { uploadsDir } from '@/lib/core/forms/storage';

async function main() {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    console.error('DATABASE_URL is set: restore with pg_restore (docs/operations.md, "Backups").');
    process.exit(2);
  }
  const archive = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!archive || !fs.existsSync(archive)) throw new Error('Usage: npm run db:restore -- FILE');
  const dir = path.resolve(DATA_DIR, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // Refuses while the site (or anything else) has the database open.
  const release = lockDataDir(dir);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'));
  try {
    const manifest = unpack(path.resolve(archive), staging);
    if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      if (!process.argv.includes('--force'))
        throw new Error(`${dir} holds a database: stop the site and add --force to replace it.`);
      const aside = `${dir}.before-restore-${fileStamp()}`;
      fs.mkdirSync(aside);
      for (const name of fs.readdirSync(dir))
        if (name !== 'pglite.lock') fs.renameSync(path.join(dir, name), path.join(aside, name));
      console.log(`The database that was there is kept in ${aside}.`);
    }
    const dump = new Blob([fs.readFileSync(path.join(staging, DUMP))]);
    const client = await createEmbeddedClient(dir, { loadDataDir: dump });
    await client.query('select 1');
    await client.close();
    // The dump holds the directory as it was, lock file included: the lock is this process's.
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    fs.rmSync(backupRequestFile(dir), { force: true });
    const files = copyUploads(path.join(staging, UPLOADS), uploadsDir(DATA_DIR));
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${DATA_DIR} (${files} uploaded file(s)).`,
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
