import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteSource } from '.';
import { UPSTREAM_SYNONYM_CALLS } from './search';

/** What the fake upstream finds, by query: the phrases of the AMB group (lib/core/search/levers/synonyms.ts). */
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
  // An upstream that adds the site's eighth group (docs/contract.md §7, issue 57).
  'fiskal qaydalar': { meqaleler: [{ id: 7, title: 'Fiskal qaydalar', date: '2026-01-01' }] },
  // More than a page of news: an upstream may send any number.
  hesabat: {
    xeberler: Array.from({ length: 45 }, (_, i) => ({ id: i + 1, title: `Hesabat ${i + 1}` })),
    dercler: [{ id: 9, title: 'Hesabat', type_short_title: 'audit' }],
  },
};

let server: http.Server;
let baseUrl = '';
const asked: string[] = [];
/** The fields of each request the upstream got. */
const fields: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    const query = params.get('query') ?? '';
    asked.push(query);
    fields.push([...params.keys()].sort().join(','));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: true, neticeler: FINDS[query] ?? {} }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  asked.splice(0);
  fields.splice(0);
});

const search = (query: string, scope: { type?: 'xeberler' | 'dercler'; page?: number } = {}) =>
  createRemoteSource({ baseUrl, timeoutMs: 2000 }).call('neticeler', {
    language: 'az',
    query,
    ...scope,
  });

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

describe('totals, one type and pages over an upstream (it is sent none of them)', () => {
  const ids = (hits: Array<{ id: number }>) => hits.map((h) => h.id);

  it('counts what came, and shows a page of 20 of each group', async () => {
    const { neticeler } = await search('hesabat');
    expect(neticeler.totals?.xeberler).toEqual({ count: 45, capped: false });
    expect(neticeler.totals?.dercler).toEqual({ count: 1, capped: false });
    expect(neticeler.totals?.jurnallar).toEqual({ count: 0, capped: false });
    expect(ids(neticeler.xeberler)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(neticeler.dercler).toHaveLength(1);
  });

  it('narrows to one type and pages within what came, asking the upstream the same', async () => {
    const second = (await search('hesabat', { type: 'xeberler', page: 2 })).neticeler;
    expect(ids(second.xeberler)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(second.dercler).toEqual([]);
    expect(second.totals?.dercler).toEqual({ count: 1, capped: false });
    const third = (await search('hesabat', { type: 'xeberler', page: 3 })).neticeler;
    expect(ids(third.xeberler)).toEqual([41, 42, 43, 44, 45]);
    expect((await search('hesabat', { type: 'xeberler', page: 4 })).neticeler.xeberler).toEqual([]);
    const records = (await search('hesabat', { type: 'dercler' })).neticeler;
    expect(records.xeberler).toEqual([]);
    expect(ids(records.dercler)).toEqual([9]);
    expect(asked).toEqual(['hesabat', 'hesabat', 'hesabat', 'hesabat']);
    expect(new Set(fields)).toEqual(new Set(['language,query']));
  });
});

describe('articles, the eighth group (issue 57)', () => {
  it('are empty when an upstream keeps to the seven groups of §7', async () => {
    const { neticeler } = await search('audit');
    expect(neticeler.meqaleler).toEqual([]);
    expect(neticeler.totals?.meqaleler).toEqual({ count: 0, capped: false });
  });

  it('are read, id and title only, when an upstream sends them', async () => {
    const { neticeler } = await search('fiskal qaydalar');
    expect(neticeler.meqaleler).toEqual([{ id: 7, title: 'Fiskal qaydalar' }]);
    expect(fields).toEqual(['language,query']);
  });
});
