import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteSource } from '.';
import { UPSTREAM_SYNONYM_CALLS } from './search';

/** What the fake upstream finds, by query: the phrases of the AMB group (lib/search/levers/synonyms.ts). */
const FINDS: Record<string, object> = {
  'Azərbaycan Mərkəzi Bankı': {
    xeberler: [
      { id: 1, title: 'Azərbaycan Mərkəzi Bankı' },
      { id: 2, title: 'Mərkəzi Bank və büdcə' },
    ],
    dercler: [{ id: 9, title: 'Audit', type_short_title: 'audit' }],
  },
  'Mərkəzi Bank': {
    xeberler: [
      { id: 2, title: 'Mərkəzi Bank və büdcə' },
      { id: 3, title: 'Bank' },
    ],
  },
  'Central Bank of Azerbaijan': { xeberler: [{ id: 4, title: 'never asked' }] },
  audit: { xeberler: [{ id: 5, title: 'Audit' }] },
};

let server: http.Server;
let baseUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams.get('query') ?? '';
    asked.push(query);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: true, neticeler: FINDS[query] ?? {} }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => asked.splice(0));

const search = (query: string) =>
  createRemoteSource({ baseUrl, timeoutMs: 2000 }).call('neticeler', { language: 'az', query });

describe('search over an upstream', () => {
  it('asks the first synonyms of a query that found nothing, and merges their hits', async () => {
    const { neticeler } = await search('AMB');
    expect(asked).toEqual(['AMB', 'Azərbaycan Mərkəzi Bankı', 'Mərkəzi Bank']);
    expect(asked).toHaveLength(1 + UPSTREAM_SYNONYM_CALLS);
    expect(neticeler.xeberler.map((h) => h.id)).toEqual([1, 2, 3]);
    expect(neticeler.dercler).toEqual([{ id: 9, title: 'Audit', type_short_title: 'audit' }]);
  });

  it('asks nothing more when the query found something, or has no synonyms', async () => {
    expect((await search('audit')).neticeler.xeberler).toHaveLength(1);
    await search('AMB hesabatı');
    await search('qwxz');
    expect(asked).toEqual(['audit', 'AMB hesabatı', 'qwxz']);
  });
});
