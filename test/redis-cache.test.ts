/**
 * The cache handler of several instances (cache/redis-handler.mjs) against a
 * real redis-server: two instances share entries, a tag revalidated on one
 * is a miss on the other, binary parts survive, oversized entries are not
 * stored, and a Redis that is gone is a quick miss, never an error.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createClient } from '@redis/client';
import { redisHandlerClass, type RedisCacheHandler } from '@/cache/redis-handler.mjs';

const PORT = Number(process.env.TOPOLOGY_PORT || 3950) + 20;
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
const suite = hasRedis ? describe : describe.skip;

type Client = { isOpen: boolean; close(): Promise<unknown> };

suite('the Redis cache handler', () => {
  let server: ChildProcess;
  const clients: Client[] = [];

  async function instance(): Promise<RedisCacheHandler> {
    const client = createClient({ url: `redis://127.0.0.1:${PORT}`, disableOfflineQueue: true });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    const Handler = redisHandlerClass(client, 'test:');
    return new Handler();
  }

  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no']);
    for (let i = 0; i < 50; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(PORT), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.isOpen && c.close().catch(() => {})));
    server.kill();
  });

  it('shares entries between instances, and a tag revalidated on one is a miss on the other', async () => {
    const [a, b] = [await instance(), await instance()];
    const data = { kind: 'FETCH', data: { body: '{"x":1}', headers: {}, url: '' }, revalidate: 60 };
    await a.set('news', data, { tags: ['xeberler'] });
    expect((await b.get('news', { kind: 'FETCH', tags: ['xeberler'] }))?.value).toMatchObject({
      data: { body: '{"x":1}' },
      tags: ['xeberler'],
    });
    await new Promise((r) => setTimeout(r, 5));
    await b.revalidateTag(['xeberler']);
    expect(await a.get('news', { kind: 'FETCH', tags: ['xeberler'] })).toBeNull();
    await a.set('news', data, { tags: ['xeberler'] });
    expect(await b.get('news', { kind: 'FETCH', tags: ['xeberler'] })).not.toBeNull();
  });

  it("keeps a page's binary parts and a route's body as bytes", async () => {
    const h = await instance();
    const rscData = Buffer.from([0, 1, 2, 250]);
    await h.set('page', {
      kind: 'APP_PAGE',
      html: '<p>x</p>',
      rscData,
      segmentData: new Map([['/seg', Buffer.from('seg')]]),
      headers: { 'x-next-cache-tags': 'menu' },
      status: 200,
    });
    const page = (await h.get('page', { kind: 'APP_PAGE' }))!.value;
    expect(Buffer.isBuffer(page.rscData) && (page.rscData as Buffer).equals(rscData)).toBe(true);
    expect((page.segmentData as Map<string, Buffer>).get('/seg')!.toString()).toBe('seg');
    await h.set('route', { kind: 'APP_ROUTE', body: Buffer.from('ok'), status: 200, headers: {} });
    expect(((await h.get('route'))!.value.body as Buffer).toString()).toBe('ok');
    // A header tag counts too.
    await new Promise((r) => setTimeout(r, 5));
    await h.revalidateTag('menu');
    expect(await h.get('page', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('does not store an entry over CACHE_MAX_ENTRY_BYTES', async () => {
    process.env.CACHE_MAX_ENTRY_BYTES = '1000';
    const h = await instance();
    await h.set('big', { kind: 'FETCH', data: { body: 'x'.repeat(5000), headers: {}, url: '' } });
    expect(await h.get('big')).toBeNull();
    delete process.env.CACHE_MAX_ENTRY_BYTES;
  });

  it('answers a miss at once when Redis is gone', async () => {
    const h = await instance();
    await h.set('k', { kind: 'FETCH', data: { body: '1', headers: {}, url: '' } });
    await clients.at(-1)!.close();
    const started = Date.now();
    expect(await h.get('k')).toBeNull();
    await expect(h.set('k', { kind: 'FETCH', data: {} })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
