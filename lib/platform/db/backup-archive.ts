import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The parts of a backup archive (docs/operations.md, "Backups"). */
export const DUMP = 'pglite.tar.gz';
export const UPLOADS = 'uploads';
export const MANIFEST = 'manifest.json';

/** The time in a backup's or a set-aside database's name: `2026-11-28T21-11-05` (UTC). */
export const fileStamp = (at = new Date()) => at.toISOString().replaceAll(':', '-').slice(0, 19);

const manifestSchema = z.object({
  format: z.literal('audit-site-backup/1'),
  createdAt: z.string(),
  files: z.number().int().nonnegative(),
});
export type Manifest = z.infer<typeof manifestSchema>;

function tar(args: string[]): void {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`tar ${args[0]} failed: ${run.error?.message ?? run.stderr.trim()}`);
}

/** Copies the accepted files (not the ones still being checked, uploads/tmp). Returns how many. */
export function copyUploads(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    fs.copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
    count++;
  }
  return count;
}

/** Packs a staging folder (dump, uploads, manifest) into one gzipped tar at `out`. */
export function pack(staging: string, out: string): void {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  tar(['-czf', `${out}.partial`, '-C', staging, '.']);
  fs.renameSync(`${out}.partial`, out);
}

/** Unpacks a backup archive into `staging` and reads its manifest. */
export function unpack(archive: string, staging: string): Manifest {
  tar(['-xzf', archive, '-C', staging]);
  let manifest: unknown = null;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'));
  } catch {
    // no manifest, or not JSON: not one of ours
  }
  const read = manifestSchema.safeParse(manifest);
  if (!read.success || !fs.existsSync(path.join(staging, DUMP)))
    throw new Error(`${archive} is not a backup made by npm run db:backup`);
  return read.data;
}
