/**
 * The API's description (app/api/openapi.json/_document/document.ts, served at /api/openapi.json) is valid
 * OpenAPI 3.1 by a maintained validator, describes every call of the contract and every
 * endpoint of the site's own, and holds replies to what they answer (test/openapi-replies.ts;
 * the contract test checks every call's reply of both sources with it, e2e/api.spec.ts every
 * reply over HTTP, test/own-endpoints.test.ts and test/health.test.ts the own endpoints').
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { calls } from '@/lib/core/contract/calls';
import { REVALIDATE_TAGS } from '@/lib/core/contract/revalidate';
import { ALERT_FREQUENCIES } from '@/lib/core/db/schema/alerts';
import { openApiDocument, OWN_ENDPOINTS } from '@/app/api/openapi.json/_document/document';
import { THEMES } from '@/lib/features/theme/theme';
import { ownReplyChecker, replyChecker } from './openapi-replies';

const doc = openApiDocument('https://sai.example.az', '0.1.0');

it('is valid OpenAPI 3.1', async () => {
  const result = await new Validator().validate(doc);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(doc.openapi).toBe('3.1.0');
});

it('refuses a broken description (the check can fail)', async () => {
  const broken = structuredClone(doc);
  // A parameter that does not say where it goes.
  Reflect.deleteProperty(broken.paths['/api/tovsiyyeler/{id}']!.get!.parameters![1]!, 'in');
  expect((await new Validator().validate(broken)).valid).toBe(false);
});

it('describes every call once, by its name, method and path', () => {
  for (const [name, def] of Object.entries(calls)) {
    const operation = doc.paths[def.path]?.[def.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
  }
  const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
  expect(operations).toHaveLength(Object.keys(calls).length + OWN.length);
  expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
});

/** The site's own endpoints outside the call table (app/api/openapi.json/_document): name, method, path. */
const OWN = [
  ['captchaChallenge', 'get', '/api/captcha/challenge'],
  ['alertsChallenge', 'get', '/api/alerts/challenge'],
  ['alertsSubscribe', 'post', '/api/alerts/subscribe'],
  ['alertsConfirm', 'post', '/api/alerts/confirm'],
  ['alertsUnsubscribe', 'post', '/api/alerts/unsubscribe'],
  ['alertsManage', 'post', '/api/alerts/manage'],
  ['pageFeedback', 'post', '/api/page-feedback'],
  ['requestsLink', 'post', '/api/muraciet/link'],
  ['requestsStatus', 'post', '/api/muraciet/status'],
  ['theme', 'post', '/api/theme'],
  ['trackerExport', 'get', '/api/tovsiyyeler/export'],
  ['listData', 'get', '/{list}/data.{format}'],
  ['listDataEn', 'get', '/en/{list}/data.{format}'],
  ['filterData', 'get', '/filter/data.{format}'],
  ['filterDataEn', 'get', '/en/filter/data.{format}'],
  ['listFeed', 'get', '/{list}/feed.atom'],
  ['listFeedEn', 'get', '/en/{list}/feed.atom'],
  ['filterFeed', 'get', '/filter/feed.atom'],
  ['filterFeedEn', 'get', '/en/filter/feed.atom'],
  ['trackerFeed', 'get', '/qerarlarin-izlenilmesi/feed.atom'],
  ['trackerFeedEn', 'get', '/en/qerarlarin-izlenilmesi/feed.atom'],
  ['datasetCatalogue', 'get', '/aciq-melumatlar/catalog.jsonld'],
  ['datasetCatalogueEn', 'get', '/en/aciq-melumatlar/catalog.jsonld'],
  ['recommendationFeed', 'get', '/qerarlarin-izlenilmesi/{id}/feed.atom'],
  ['recommendationFeedEn', 'get', '/en/qerarlarin-izlenilmesi/{id}/feed.atom'],
  ['healthz', 'get', '/healthz'],
  ['readyz', 'get', '/readyz'],
  ['metrics', 'get', '/metrics'],
  ['cacheRevalidate', 'post', '/api/cache/revalidate'],
] as const;

const op = (path: string, method: string) => doc.paths[path]![method]!;

it('describes each of the site’s own endpoints, by its name, method and path', () => {
  for (const [name, method, path] of OWN) expect(doc.paths[path]?.[method]?.operationId).toBe(name);
  expect(OWN_ENDPOINTS).toHaveLength(OWN.length);
  expect(doc.tags.map((t) => t.name)).toEqual(
    expect.arrayContaining(['content', 'alerts', 'feedback', 'site', 'open data', 'operations']),
  );
  const tags = new Set(doc.tags.map((t) => t.name));
  for (const methods of Object.values(doc.paths))
    for (const o of Object.values(methods)) expect(tags.has(o.tags[0]!)).toBe(true);
});

it('names the operators’ bearer tokens, and only their endpoints need one', () => {
  expect(doc.components.securitySchemes).toEqual({
    revalidateToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    metricsToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    requestsStatusToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
  });
  expect(op('/api/cache/revalidate', 'post').security).toEqual([{ revalidateToken: [] }]);
  expect(op('/metrics', 'get').security).toEqual([{ metricsToken: [] }]);
  const secured = Object.values(doc.paths)
    .flatMap((p) => Object.values(p))
    .filter((o) => o.security);
  expect(op('/api/muraciet/status', 'post').security).toEqual([{ requestsStatusToken: [] }]);
  expect(secured.map((o) => o.operationId).sort()).toEqual([
    'cacheRevalidate',
    'metrics',
    'requestsStatus',
  ]);
});

it('takes a form’s fields posted without JavaScript or as JSON, and describes its redirect', () => {
  for (const [name, method, path] of OWN) {
    if (method !== 'post' || name === 'cacheRevalidate' || name === 'requestsStatus') continue;
    const o = op(path, method);
    expect(Object.keys(o.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json',
    ]);
    expect(o.responses['303']?.headers).toHaveProperty('Location');
  }
  expect(Object.keys(op('/api/theme', 'post').responses['403']!.content!)).toEqual([
    'application/json',
    'text/html',
  ]);
});

it('describes the fields with the schemas their handlers parse', () => {
  const body = (path: string) =>
    op(path, 'post').requestBody!.content['application/json']!.schema.properties;
  expect(body('/api/alerts/subscribe')).toMatchObject({
    frequency: { enum: [...ALERT_FREQUENCIES] },
    email: { format: 'email' },
  });
  expect(body('/api/theme')).toMatchObject({ theme: { enum: [...THEMES] } });
  expect(body('/api/page-feedback')).toMatchObject({ useful: { enum: ['yes', 'no'] } });
  expect(body('/api/cache/revalidate')).toMatchObject({
    tags: { items: { enum: [...REVALIDATE_TAGS] } },
  });
  const unsubscribe = op('/api/alerts/unsubscribe', 'post');
  expect(unsubscribe.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
    ['t', 'query', false],
  ]);
  const list = op('/{list}/data.{format}', 'get').parameters![0]!;
  expect(list).toMatchObject({ name: 'list', in: 'path', required: true });
  expect(list.schema).toMatchObject({ enum: expect.arrayContaining(['xeberler', 'qanunlar']) });
  expect(JSON.stringify(list.schema)).not.toContain('"filter"');
  const exported = op('/api/tovsiyyeler/export', 'get').parameters!.map((p) => p.name);
  expect(exported).toEqual(expect.arrayContaining(['format', 'file', 'language', 'qurum']));
  const feed = op('/filter/feed.atom', 'get').parameters!.map((p) => p.name);
  expect(feed).toEqual(expect.arrayContaining(['type', 'audit_nov', 'search']));
});

it('describes the replies that are not JSON by their media types', () => {
  const media = (path: string, status: string) =>
    Object.keys(op(path, 'get').responses[status]?.content ?? {});
  expect(media('/{list}/feed.atom', '200')).toEqual(['application/atom+xml']);
  expect(media('/{list}/data.{format}', '200')).toEqual([
    'text/csv; charset=utf-8',
    'application/json',
  ]);
  expect(media('/api/tovsiyyeler/export', '200')).toEqual([
    'text/csv; charset=utf-8',
    'application/json',
  ]);
  expect(media('/metrics', '200')).toEqual(['text/plain; version=0.0.4; charset=utf-8']);
  expect(media('/{list}/data.{format}', '404')).toEqual(['text/plain']);
});

it('takes a call’s fields where the site reads them: the query of a GET, the body of a POST', () => {
  const get = doc.paths['/api/tovsiyyeler/{id}']!.get!;
  expect(get.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
    ['id', 'path', true],
    ['language', 'query', false],
  ]);
  const post = doc.paths['/api/xeberler/get']!.post!;
  expect(post.requestBody?.content).toHaveProperty('application/json');
  expect(doc.paths['/api/sorgu-ve-muracietler/add']!.post!.requestBody?.content).toHaveProperty(
    'multipart/form-data',
  );
});

it('holds a reply to its schema: a field of the wrong type or a missing one is refused', () => {
  const check = replyChecker();
  const news = { id: 1, title: 'T', text: '', date: '2026-11-01', photo: null, language: 'az' };
  expect(check('xeberler', { status: true, message: '', xeberler: [] })).toEqual([]);
  expect(
    check('xeberler', { status: true, message: '', xeberler: [{ ...news, id: 'x' }] }),
  ).not.toEqual([]);
  expect(check('xeberler', { status: true, message: '' })).not.toEqual([]);
  expect(check('xeberler', { status: false, message: 'Bad limit' })).toEqual([]);
  expect(check('xeberler', { status: false })).not.toEqual([]);
});

it('holds an own endpoint’s reply to its description: status, headers, media type, body', async () => {
  const check = ownReplyChecker();
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers });
  expect(await check('healthz', json({ status: 'ok' }))).toEqual([]);
  expect(await check('healthz', json({ status: 'fine' }))).not.toEqual([]);
  expect(await check('healthz', json({ status: 'ok' }, 418))).not.toEqual([]);
  expect(await check('theme', json({ status: true, theme: 'dark' }))).not.toEqual([]); // no cookie
  const cookie = { 'set-cookie': 'theme=dark' };
  expect(await check('theme', json({ status: true, theme: 'dark' }, 200, cookie))).toEqual([]);
  expect(await check('theme', json({ status: true, theme: 'blue' }, 200, cookie))).not.toEqual([]);
  expect(await check('alertsSubscribe', new Response(null, { status: 303 }))).not.toEqual([]);
  const atom = (type: string) => new Response('<feed/>', { headers: { 'content-type': type } });
  expect(await check('listFeed', atom('application/atom+xml; charset=utf-8'))).toEqual([]);
  expect(await check('listFeed', atom('text/html'))).not.toEqual([]);
  expect(await check('noSuchOperation', json({}))).not.toEqual([]);
});
