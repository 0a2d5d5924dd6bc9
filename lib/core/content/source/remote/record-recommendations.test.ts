import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteSource } from '.';

/**
 * A record's recommendations over an upstream: the contract's tracker does not link its rows
 * to records, so the site answers none, without asking the upstream anything.
 */
let server: http.Server;
let url = '';
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

it('answers an empty list for any record and sends nothing upstream', async () => {
  const source = createRemoteSource({ baseUrl: url, timeoutMs: 5000 });
  for (const derc of [1, 10, 999_999])
    expect(await source.call('dercTovsiyyeleri', { derc, language: 'en' })).toEqual({
      tovsiyyeler: [],
    });
  expect(seen).toEqual([]);
});
