import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteSource } from '.';

/**
 * One recommendation over an upstream (§7 has no call for it): the site reads the tracker's
 * pages once, then answers any id from that reading, so a stranger asking for ids that do not
 * exist costs the upstream nothing more.
 */
const row = (id: number) => ({
  id,
  il: 2024,
  qurum_name: 'Qurum',
  nov_name: 'Növ',
  movzu: `Mövzu ${id}`,
  metn: `Mətn ${id}`,
  status_name: 'İcrada',
});

let server: http.Server;
let url = '';
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    const page = Number(u.searchParams.get('page') ?? 1);
    const body = u.pathname.endsWith('/page-count')
      ? { status: true, page_count: 2, max_date: null }
      : { status: true, tovsiyyeler: page === 1 ? [row(1), row(2)] : [row(3)] };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

it('finds a row on any page, then answers every id, known or not, from that one reading', async () => {
  const source = createRemoteSource({ baseUrl: url, timeoutMs: 5000 });
  const found = await source.call('tovsiyye', { id: 3, language: 'az' });
  expect(found).toEqual({ tovsiyye: [{ ...row(3), history: [] }] });
  expect(seen).toHaveLength(3); // the page count and two pages
  for (let id = 100; id < 200; id += 1)
    expect(await source.call('tovsiyye', { id, language: 'az' })).toEqual({ tovsiyye: [] });
  expect(await source.call('tovsiyye', { id: 1, language: 'az' })).toMatchObject({
    tovsiyye: [{ id: 1 }],
  });
  expect(seen).toHaveLength(3);
  expect(seen.every((u) => u.startsWith('/api/tovsiyyeler'))).toBe(true);
});
