import { expect, test, type APIRequestContext } from '@playwright/test';
import type { LoggedRequest } from './fixtures/spec-upstream/server';
import { findRow } from './fixtures/spec-upstream/table';
import * as up from './fixtures/spec-upstream/data';
import { E2E } from '../playwright.config';

/**
 * Every page of the site, in both languages, over the spec-only upstream;
 * then every request the upstream logged must fit its docs/contract.md §7 row (method,
 * path, fields and where they travel), as transcribed by hand in
 * e2e/fixtures/spec-upstream/table.ts — not derived from lib/core/contract.
 */
const record = (type: number) => up.RECORDS.find((r) => r.type === type)!;
const PATHS = [
  '/',
  '/xeberler',
  `/xeber/${up.PUBLICATIONS.xeberler[0]!.id}`,
  '/cixislar',
  `/cixis/${up.PUBLICATIONS.cixislar[0]!.id}`,
  '/musahibeler',
  `/musahibe/${up.PUBLICATIONS.musahibeler[0]!.id}`,
  '/meqaleler',
  `/meqale/${up.PUBLICATIONS.meqaleler[0]!.id}`,
  '/elanlar?section=satinalma&subsection=tender',
  `/elan/${up.PUBLICATIONS.elanlar[0]!.id}`,
  '/jurnallar',
  `/jurnal/${up.PUBLICATIONS.jurnallar[0]!.id}`,
  '/layiheler?cat=0',
  '/layiheler?cat=11',
  `/layihe/${up.PUBLICATIONS.layiheler[0]!.id}`,
  '/budce-xulasesi',
  '/hesabat-xulasesi',
  '/qanunlar',
  '/ferman-ve-serencamlar',
  '/nk-nin-qerarlari-ve-serencamlari',
  '/metodiki-senedler',
  '/milli-meclisin-qerarlari',
  '/huquqi-aktlar',
  '/videolar',
  '/videolar?group=9501',
  '/dovlet-qullugu',
  '/sorgu-ve-muracietler',
  '/sorgu-ve-muracietler?nov=5',
  '/haydar-aliyev-100-il',
  '/infoqrafikler',
  '/infoqrafikler?year=2023',
  '/qerarlarin-izlenilmesi',
  '/qerarlarin-izlenilmesi?il=2023&qurum=1101&nov=1201&status=1301&page=1',
  '/sorgu',
  '/filter',
  '/filter?type=audit&audit_nov=61&audit_sahe=71&cografiya=81&limit=5',
  '/filter?type=rey&rey_nov=41&rey_merhele=51',
  '/filter?type=fealiyyet-hesabati&il=2020&search=hesabat',
  '/search?query=Upstream',
  '/search?query=M%C9%99nb%C9%99',
  // The site's own type and page are never sent upstream (docs/search.md).
  '/search?query=Upstream&type=xeberler&page=2',
  `/audit/${record(2).id}`,
  `/rey/${record(3).id}`,
  `/fealiyyet-hesabati/${record(1).id}`,
  '/page/sedr',
  '/page/saytin-xeritesi',
  '/page/strategiya',
];

/** The site's own API with its additions, as its client scripts call it (Load more, filters). */
const SITE_CALLS: Array<[string, 'GET' | 'POST', Record<string, unknown>]> = [
  ['/api/dercler/get', 'POST', { language: 'az', limit: 7, exclude_type: 1 }],
  ['/api/videolar/get', 'POST', { language: 'en', limit: 12, from: 12 }],
  ['/api/qanunlar/get', 'POST', { language: 'en' }],
  ['/api/sorgu-ve-muracietler/qurumlar', 'GET', { language: 'en' }],
  ['/api/tovsiyyeler', 'GET', { language: 'en', page: 2, il: 2023 }],
  ['/api/xeberler/get', 'POST', { language: 'en', limit: 12, from: 12 }],
  ['/api/tovsiyyeler/export', 'GET', { format: 'csv', language: 'en' }],
  ['/api/neticeler', 'POST', { language: 'en', query: 'Upstream', type: 'xeberler', page: 2 }],
];

async function upstreamLog(request: APIRequestContext, base: string): Promise<LoggedRequest[]> {
  return (await (await request.get(`${base}/__log`)).json()) as LoggedRequest[];
}

function problems(entry: LoggedRequest): string[] {
  const row = findRow(entry.method, entry.path);
  if (!row) return [`${entry.method} ${entry.path} is not a §7 call`];
  const out: string[] = [];
  const where = `${entry.method} ${entry.path}`;
  const unlisted = (keys: string[]) => keys.filter((k) => !row.params.includes(k));
  if (row.place !== 'query' && entry.query.length) out.push(`${where}: query ${entry.query}`);
  if (row.place === 'query') {
    if (unlisted(entry.query).length) out.push(`${where}: query ${unlisted(entry.query)}`);
    if (entry.body.length) out.push(`${where}: body ${entry.body} where §7 says query`);
  }
  if (row.place === 'none' && entry.body.length) out.push(`${where}: body ${entry.body}`);
  if (row.place === 'body' || row.place === 'multipart') {
    if (unlisted(entry.body).length) out.push(`${where}: body ${unlisted(entry.body)}`);
    const type = row.place === 'body' ? 'application/json' : 'multipart/form-data';
    if (entry.body.length && entry.contentType !== type)
      out.push(`${where}: sent as ${entry.contentType}`);
  }
  return out;
}

// One test per upstream shape: each asks for every page in both languages. The server's render
// makes every upstream call; the pages' own scripts call the site's API (SITE_CALLS), so the raw
// HTML is asked for, not a browser's load (the same 55 distinct calls were logged both ways,
// 2026-11-28, in a sixth of the time).
for (const [shape, base, upstream] of [
  ['a', E2E.remote, E2E.specUpstreamA],
  ['b', E2E.remoteB, E2E.specUpstreamB],
] as const) {
  test(`shape ${shape}: every page in both languages asks the upstream only what docs/contract.md §7 lists`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const prefix of ['', '/en']) {
      for (const path of PATHS) {
        const url = `${base}${prefix}${path === '/' && prefix ? '' : path}`;
        expect((await request.get(url)).status(), url).toBeLessThan(500);
      }
    }
    for (const [path, method, input] of SITE_CALLS) {
      const url = new URL(`${base}${path}`);
      if (method === 'GET') {
        for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
        expect((await request.get(url.toString())).status(), path).toBe(200);
      } else {
        expect((await request.post(url.toString(), { data: input })).status(), path).toBe(200);
      }
    }
    const log = await upstreamLog(request, upstream);
    expect(log.length).toBeGreaterThan(PATHS.length);
    expect(log.flatMap(problems)).toEqual([]);
    // Every §7 read of the pages was exercised at least once.
    const seen = new Set(log.map((e) => findRow(e.method, e.path)?.path));
    for (const path of ['/api/neticeler', '/api/videolar/get', '/api/infoqrafikler/{year}'])
      expect(seen.has(path), path).toBe(true);
  });
}
