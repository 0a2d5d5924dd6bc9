import { reseed } from '@/demo/seed';
import { closeAll, getDb } from '@/lib/core/db/client';
import { createLocalSource } from '@/lib/core/content/source/local';
import { freshDataDir } from './fresh-data-dir';

/**
 * A test file's own embedded database (`.test-data/<name>`) with the demo content, and the
 * site's local source over it: seeded before the file's tests (before its own `beforeAll`
 * hooks, which run after this one), closed after them. Call it at the top of the file.
 */
export function demoSource(name: string) {
  process.env.DATA_DIR = `.test-data/${name}`;
  freshDataDir(process.env.DATA_DIR);
  beforeAll(async () => {
    await reseed(await getDb());
  }, 120_000);
  afterAll(closeAll);
  return createLocalSource();
}
