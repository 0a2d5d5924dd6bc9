import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeAll } from '@/lib/core/db/client';
import { freshDataDir } from '@/test/fresh-data-dir';
import { createRemoteSource } from '.';
import { observeTracker } from './observed';

/**
 * Recommendations over an upstream (§7 gives only the tracker's current rows). One
 * recommendation: the site reads the tracker's pages once, then answers any id from that
 * reading, so a stranger asking for ids that do not exist costs the upstream nothing more.
 * Its history: what the site observed, one entry per change seen between two readings.
 */
process.env.DATA_DIR = '.test-data/remote-recommendation';
freshDataDir(process.env.DATA_DIR);

const STATUSES = [
  { id: 7, name: 'İcrada' },
  { id: 8, name: 'İcra edilib' },
];
const status: Record<number, number> = { 1: 7, 2: 7, 3: 7 };
const row = (id: number) => ({
  id,
  il: 2024,
  qurum_name: 'Qurum',
  nov_name: 'Növ',
  movzu: `Mövzu ${id}`,
  metn: `Mətn ${id}`,
  status_name: STATUSES.find((s) => s.id === status[id])!.name,
});

let server: http.Server;
let url = '';
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    const page = Number(u.searchParams.get('page') ?? 1);
    const ids = Object.keys(status).map(Number);
    const body = u.pathname.endsWith('/page-count')
      ? { status: true, page_count: 2, max_date: null }
      : u.pathname.endsWith('/statuslar')
        ? { status: true, statuslar: STATUSES }
        : u.pathname.endsWith('/qurumlar')
          ? { status: true, qurumlar: [{ id: 5, name: 'Qurum' }] }
          : u.pathname.endsWith('/novler')
            ? { status: true, novler: [{ id: 6, name: 'Növ' }] }
            : { status: true, tovsiyyeler: (page === 1 ? ids.slice(0, 2) : ids.slice(2)).map(row) };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await closeAll();
  await new Promise<void>((r) => server.close(() => r()));
});

it('finds a row on any page, then answers every id, known or not, from that one reading', async () => {
  const source = createRemoteSource({ baseUrl: url, timeoutMs: 5000 });
  const found = await source.call('tovsiyye', { id: 3, language: 'az' });
  expect(found).toEqual({
    tovsiyye: [{ ...row(3), history: [], history_observed: true, derc: null }],
  });
  expect(seen).toHaveLength(3); // the page count and two pages
  for (let id = 100; id < 200; id += 1)
    expect(await source.call('tovsiyye', { id, language: 'az' })).toEqual({ tovsiyye: [] });
  expect(await source.call('tovsiyye', { id: 1, language: 'az' })).toMatchObject({
    tovsiyye: [{ id: 1 }],
  });
  expect(seen).toHaveLength(3);
  expect(seen.every((u) => u.startsWith('/api/tovsiyyeler'))).toBe(true);
});

it('records what it observes: nothing at the first reading, one entry per change after', async () => {
  const opts = { baseUrl: url, timeoutMs: 5000 };
  const source = createRemoteSource(opts);
  const changes = () => source.call('tovsiyyeDeyisiklikleri', { language: 'az' });
  expect(await observeTracker(opts, 0, '2026-11-01')).toBe(0); // the first reading remembers
  expect((await changes()).deyisiklikler).toEqual([]);
  // Another instance within the interval reads nothing.
  const before = seen.length;
  expect(await observeTracker(opts, 3600, '2026-11-01')).toBe(0);
  expect(seen).toHaveLength(before);

  status[2] = 8; // implemented upstream between two readings
  status[4] = 7; // and a recommendation appears
  expect(await observeTracker(opts, 0, '2026-11-02')).toBe(2);
  expect(await observeTracker(opts, 0, '2026-11-03')).toBe(0); // nothing new: nothing recorded
  const { deyisiklikler } = await changes();
  expect(
    deyisiklikler.map((c) => [c.tovsiyye_id, c.from_status_name, c.status_name, c.since]),
  ).toEqual([
    [4, null, 'İcrada', '2026-11-02'],
    [2, 'İcrada', 'İcra edilib', '2026-11-02'],
  ]);
  const byStatus = await source.call('tovsiyyeDeyisiklikleri', { language: 'az', status: 8 });
  expect(byStatus.deyisiklikler.map((c) => c.tovsiyye_id)).toEqual([2]);
  const byId = await source.call('tovsiyyeDeyisiklikleri', { language: 'az', tovsiyye: 4 });
  expect(byId.deyisiklikler.map((c) => c.tovsiyye_id)).toEqual([4]);
  const second = await source.call('tovsiyyeDeyisiklikleri', { language: 'az', limit: 1, page: 2 });
  expect(second.deyisiklikler).toEqual([deyisiklikler[1]]);

  // The page's history: the status first seen (that day, no id), then the change.
  const { tovsiyye } = await source.call('tovsiyye', { id: 2, language: 'az' });
  expect(tovsiyye[0]!.history).toEqual([
    { id: null, status_name: 'İcrada', since: '2026-11-01' },
    { id: deyisiklikler[1]!.id, status_name: 'İcra edilib', since: '2026-11-02' },
  ]);
});
