import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { startSite, stopSite } from './alerts-helpers';

/**
 * "Is this page useful?"'s bad input over HTTP, against a server of its own
 * (embedded database, a low rate limit): each refusal is a 4xx with a clear
 * message in the page's language, and the operator's export afterwards
 * holds exactly the accepted answers, with nothing about who sent them.
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 32;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.test-data/e2e-${PORT}`;
/** accepted answers one client may send per window */
const CLIENT_LIMIT = 4;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite('local', PORT, { FORM_RATE_LIMIT: String(CLIENT_LIMIT) });
});

test.afterAll(() => stopSite(site));

async function send(
  request: APIRequestContext,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const r = await request.post(`${BASE}/api/page-feedback`, {
    headers: { accept: 'application/json', origin: BASE, ...headers },
    form,
    maxRedirects: 0,
  });
  const type = r.headers()['content-type'] ?? '';
  return {
    status: r.status(),
    body: type.includes('json') ? await r.json() : null,
    location: r.headers().location,
  };
}

const refused = (status: number, message: string) => ({
  status,
  body: { status: false, message },
  location: undefined,
});

test('bad posts: a 4xx with a message in the page language each', async ({ request }) => {
  expect(await send(request, { path: '/en/xeber/1' })).toEqual(
    refused(400, 'Choose whether the page was useful: Yes or No.'),
  );
  expect(await send(request, { path: '/xeber/1', useful: 'perhaps' })).toEqual(
    refused(400, 'Səhifənin faydalı olub-olmadığını seçin: Bəli və ya Xeyr.'),
  );
  expect(
    await send(request, { path: '/en/xeber/1', useful: 'no', comment: 'x'.repeat(10_240) }),
  ).toEqual(refused(400, 'The text may be at most 500 characters.'));
  expect(
    await send(request, {
      path: '/xeber/1',
      useful: 'no',
      comment: '<img src=x onerror=alert(1)>',
    }),
  ).toEqual(refused(400, 'Mətndə HTML teqləri ola bilməz; sadə mətn yazın.'));
  expect(
    await send(request, { path: '/en/xeber/1', useful: 'no', comment: 'null\u0000byte' }),
  ).toEqual(refused(400, 'The text contains characters that are not allowed'));
  expect(await send(request, { path: '/sorgu', useful: 'yes' })).toEqual(
    refused(400, 'Bu səhifə üçün rəy qəbul edilmir.'),
  );
  expect(
    await send(request, { path: '/en/xeber/1', useful: 'yes' }, { origin: 'https://evil.example' }),
  ).toEqual(refused(403, 'Feedback can only be sent from a page of this site.'));
  expect(
    await send(request, { path: '/xeber/1', useful: 'yes' }, { 'sec-fetch-site': 'cross-site' }),
  ).toEqual(refused(403, 'Rəy yalnız bu saytın səhifəsindən göndərilə bilər.'));
});

test('a form post without JavaScript is answered by a 303 back to the page', async ({
  request,
}) => {
  const asked = await send(
    request,
    { path: '/xeberler', useful: 'no', back: '/xeberler?x=1' },
    {
      accept: 'text/html',
    },
  );
  expect(asked.status).toBe(303);
  expect(asked.location).toBe(`${BASE}/xeberler?x=1&feedback=no#page-feedback`);
  const bad = await send(
    request,
    { path: '/xeberler', useful: 'no', comment: '<b>x</b>' },
    {
      accept: 'text/html',
    },
  );
  expect(bad.location).toBe(`${BASE}/xeberler?feedback=html#page-feedback`);
  const page = await request.get(bad.location!);
  expect(await page.text()).toContain('Mətndə HTML teqləri ola bilməz; sadə mətn yazın.');
});

test('answers past the rate limit: 429 with Retry-After and the message', async ({ request }) => {
  const accepted: Array<Record<string, string>> = [
    { path: '/en/xeber/1', useful: 'yes' },
    { path: '/xeberler', useful: 'no', comment: 'Line one\r\nline two, =SUM(A1)' },
    { path: '/page/haqqimizda', useful: 'no' },
    { path: '/', useful: 'yes', comment: 'a yes keeps no text' },
  ];
  for (const form of accepted) expect((await send(request, form)).status).toBe(200);
  const r = await request.post(`${BASE}/api/page-feedback`, {
    headers: { accept: 'application/json', origin: BASE },
    form: { path: '/xeber/1', useful: 'yes' },
  });
  expect(r.status()).toBe(429);
  expect(Number(r.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await r.json()).message).toMatch(/^Çox sayda rəy göndərildi\. \d+ dəqiqə sonra/);
});

test('the summary page counts per kind and shows no text', async ({ request }) => {
  const html = await (await request.get(`${BASE}/en/sehife-reyleri`)).text();
  expect(html).toMatch(/<td>News and articles<\/td><td[^>]*>1<\/td><td[^>]*>100%<\/td>/);
  expect(html).toMatch(/<td>Lists<\/td><td[^>]*>1<\/td><td[^>]*>0%<\/td>/);
  expect(html).toMatch(/<td>Information pages<\/td><td[^>]*>1<\/td><td[^>]*>0%<\/td>/);
  expect(html).toMatch(/<td>Home page<\/td><td[^>]*>1<\/td><td[^>]*>100%<\/td>/);
  expect(html).not.toContain('Line one');
  const az = await (await request.get(`${BASE}/sehife-reyleri`)).text();
  expect(az).toContain('Səhifə rəyləri');
  expect(az).toContain('<html lang="az"');
});

test('the export holds exactly the accepted answers, nothing about the sender', async () => {
  stopSite(site);
  await expect
    .poll(() => site?.exitCode !== null || site?.signalCode !== null, { timeout: 30_000 })
    .toBe(true);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR };
  delete env.DATABASE_URL;
  const run = (format: string) =>
    execFileSync('node_modules/.bin/tsx', ['scripts/feedback-export.ts', '--format', format], {
      env,
      encoding: 'utf8',
    });
  const month = new Date().toISOString().slice(0, 7);
  const rows = JSON.parse(run('json'));
  expect(rows).toEqual([
    { month, locale: 'az', kind: 'home', path: '/', useful: 'yes', comment: '' },
    { month, locale: 'en', kind: 'item', path: '/en/xeber/1', useful: 'yes', comment: '' },
    {
      month,
      locale: 'az',
      kind: 'list',
      path: '/xeberler',
      useful: 'no',
      comment: 'Line one line two, =SUM(A1)',
    },
    { month, locale: 'az', kind: 'static', path: '/page/haqqimizda', useful: 'no', comment: '' },
  ]);
  const csv = run('csv');
  expect(csv).toContain(`"Line one line two, =SUM(A1)"`);
  expect(csv).not.toMatch(/127\.0\.0\.1|evil|onerror|null/);
});
