import { expect, test } from '@playwright/test';
import { calls } from '@/lib/core/contract/calls';
import { OWN_ENDPOINTS } from '@/app/api/openapi.json/_document/document';
import { CALL_CASES } from '../test/fixtures/call-cases';
import { E2E } from '../playwright.config';
import { callApi } from './helpers';
import { replyChecker } from '../test/openapi-replies';

const checkReply = replyChecker();

const SUBMISSIONS = new Set(['muracietAdd', 'sorguAnswer']);

test('the documented curl returns three English news in the envelope', async ({ request }) => {
  const response = await request.post('/api/xeberler/get', { data: { limit: 3, language: 'en' } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: true, message: '' });
  expect(body.xeberler).toHaveLength(3);
  expect(body.xeberler[0]).toEqual(
    expect.objectContaining({ id: expect.any(Number), title: expect.any(String), language: 'en' }),
  );
});

for (const [i, [name, input]] of CALL_CASES.entries()) {
  const def = calls[name];
  test(`${def.method} ${def.path} answers with its named field (case ${i})`, async ({
    request,
  }) => {
    const response = await callApi(request, E2E.local, name, input as Record<string, unknown>);
    const body = await response.json();
    // As /api/openapi.json describes it, success or failure.
    expect(checkReply(name, body)).toEqual([]);
    if (SUBMISSIONS.has(name)) {
      expect(response.status()).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
      expect(body.status).toBe(false);
      expect(body.message).toBeTruthy();
      return;
    }
    expect(response.status()).toBe(200);
    expect(body.status).toBe(true);
    // Every field the reply must have (an optional one, as dercler's total, may be left out).
    const shape: Record<string, { safeParse(v: unknown): { success: boolean } }> = def.reply.shape;
    for (const [field, schema] of Object.entries(shape))
      if (!schema.safeParse(undefined).success) expect(body).toHaveProperty(field);
  });
}

test('/api/openapi.json describes every call, for this site', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  // The site's public address (SITE_URL), so the description's calls go to this site.
  expect(doc.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\/[^/]+$/) }]);
  // Every call, and every endpoint of the site's own (alerts, feeds, downloads, health, ...).
  const operations = Object.values(doc.paths).flatMap((p) => Object.values(p as object));
  expect(operations).toHaveLength(Object.keys(calls).length + OWN_ENDPOINTS.length);
});

test('the same call accepts a form body and a query string', async ({ request }) => {
  const form = await request.post('/api/xeberler/get', { form: { limit: '2', language: 'en' } });
  expect((await form.json()).xeberler).toHaveLength(2);
  const query = await request.post('/api/xeberler/get?limit=4&language=az');
  expect((await query.json()).xeberler).toHaveLength(4);
});

const BAD: Array<[string, string, unknown]> = [
  ['a negative limit', '/api/xeberler/get', { limit: -1 }],
  ['a huge limit', '/api/xeberler/get', { limit: 1_000_000 }],
  ['a limit that is not a number', '/api/xeberler/get', { limit: 'ten' }],
  ['an unknown language', '/api/xeberler/get', { language: 'ru' }],
  ['an unknown column', '/api/xeberler/get', { column: 'title_az; DROP TABLE xeberler' }],
  ['an unknown order', '/api/dercler/get', { order: 'random()' }],
  ['an id that is not a number', '/api/cixislar/get', { id: '1 OR 1=1' }],
  ['a SQL-looking type short title', '/api/dercler/get', { id: 1, type_short_title: "audit' --" }],
  ['a SQL-looking page short title', '/api/page/get', { short_title: "x' OR '1'='1" }],
  ['an empty search', '/api/neticeler', { query: '  ' }],
];

for (const [what, path, data] of BAD) {
  test(`${what} gets status false and a clear message with HTTP 400`, async ({ request }) => {
    const response = await request.post(path, { data: data as Record<string, unknown> });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.status).toBe(false);
    expect(body.message.length).toBeGreaterThan(5);
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });
}

test('malformed JSON gets a 400, not a 500', async ({ request }) => {
  const response = await request.post('/api/xeberler/get', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"limit": 3,,}'),
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    status: false,
    message: 'Request body is not valid JSON',
  });
});

test('an unknown API path answers 404 in the envelope', async ({ request }) => {
  const response = await request.post('/api/no-such-call/get');
  expect(response.status()).toBe(404);
  expect((await response.json()).status).toBe(false);
});

test('a GET-only call refuses POST with 405 in the envelope, in the language asked', async ({
  request,
}) => {
  const az = await request.post('/api/infoqrafikler/years');
  expect(az.status()).toBe(405);
  expect(await az.json()).toEqual({
    status: false,
    message: 'Bu API sorğusu POST metodu ilə göndərilə bilməz',
  });
  const en = await request.post('/api/infoqrafikler/years?language=en');
  expect(await en.json()).toEqual({
    status: false,
    message: 'This API call does not accept the POST method',
  });
});

test('every call answers a wrong method with 405 JSON, never an empty body (issue 26)', async ({
  request,
}) => {
  const failures: string[] = [];
  // Some paths serve two calls (GET the survey's questions, POST its answers).
  const served = new Map<string, Set<string>>();
  for (const { path, method } of Object.values(calls))
    served.set(path, new Set([...(served.get(path) ?? []), method]));
  for (const [template, methods] of served) {
    const path = template.replace('{year}', '2024');
    const wrong = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !methods.has(m));
    for (const method of wrong) {
      const response = await request.fetch(`${path}?language=en`, { method });
      const body = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {}
      const ok =
        response.status() === 405 &&
        JSON.stringify(json) ===
          JSON.stringify({
            status: false,
            message: `This API call does not accept the ${method} method`,
          });
      if (!ok) failures.push(`${method} ${path}: ${response.status()} ${body.slice(0, 80)}`);
    }
  }
  expect(failures).toEqual([]);
});
