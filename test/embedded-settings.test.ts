import { EMBEDDED_SHARED_BUFFERS } from '@/lib/platform/db/embedded';
import { closeAll, getEmbeddedClient } from '@/lib/core/db/client';
import { freshDataDir } from './fresh-data-dir';

// The site's embedded database, opened the way the site opens it (lib/core/db/client.ts).
process.env.DATA_DIR = '.test-data/embedded-settings';
freshDataDir(process.env.DATA_DIR);
afterAll(closeAll);

const show = async (name: string) => {
  const client = (await getEmbeddedClient())!;
  return (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name];
};

describe('the embedded database’s settings', () => {
  it('runs with the small buffer pool (the stock 128 MB stays resident in the process)', async () => {
    expect(EMBEDDED_SHARED_BUFFERS).toBe('32MB');
    expect(await show('shared_buffers')).toBe(EMBEDDED_SHARED_BUFFERS);
  }, 60_000);

  it('keeps PGlite’s own start parameters and the trigram extension', async () => {
    expect(await show('search_path')).toBe('public');
    expect(await show('max_worker_processes')).toBe('0');
    const client = (await getEmbeddedClient())!;
    const { rows } = await client.query<{ s: number }>(
      `select similarity('hesabat', 'hesabatlar') as s`,
    );
    expect(rows[0]!.s).toBeGreaterThan(0.5);
  });
});
