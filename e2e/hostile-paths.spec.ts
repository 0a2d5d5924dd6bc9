/**
 * Hostile addresses: no 5xx, no stack trace, small headers; JSON under /api
 * (lib/platform/http/path-guard.ts, docs/errors.md).
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';

const SECTIONS = [
  '',
  '/en',
  '/jurnal',
  '/en/audit',
  '/xeber',
  '/api/infoqrafikler',
  '/en/xeber',
  '/cixis',
  '/meqale',
  '/en/layihe',
  '/page',
  '/en/page',
  '/og/az/xeber',
  '/sitemaps',
  '/api/xeberler/get',
];
const PAYLOADS = [
  '%E2%82',
  '%%',
  '%FF%FE%FD',
  '%ED%A0%80',
  '%C3%28',
  '%u0041',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%252e%252e%252f',
  '%2e%2e',
  '1%00',
  '1%20',
  '1%0d%0aSet-Cookie:%20x=1',
  'a%5Cb',
  '%',
  '1.php',
  `${'a'.repeat(300)}`,
  '..;',
  '%F0%9F',
  '9999999999999999999999',
  '-1',
  '0x10',
  '1e3',
];

const PATHS = [
  ...SECTIONS.flatMap((s) => PAYLOADS.map((p) => `${s}/${p}`)),
  `/${'x/'.repeat(1500)}`,
  `/en/xeber/${'%41'.repeat(1000)}`,
  '/%u0041/%u0041',
];

test(`${PATHS.length} hostile addresses: no 5xx, no stack trace, headers under 8 KB`, async ({
  request,
}) => {
  test.setTimeout(300_000);
  // A fuzz run of a few hundred (issue 13 asks at least 50 for the test, a few hundred for the run).
  expect(PATHS.length).toBeGreaterThanOrEqual(300);
  const failures: string[] = [];
  for (const path of PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    const body = await response.text();
    const headerBytes = response
      .headersArray()
      .reduce((n, h) => n + h.name.length + h.value.length + 4, 0);
    if (status >= 500) failures.push(`${status} ${path.slice(0, 80)}`);
    if (/\bat \S+ \(|node_modules|Error: /.test(body))
      failures.push(`stack trace ${path.slice(0, 80)}`);
    if (headerBytes >= 8192) failures.push(`headers ${headerBytes} B ${path.slice(0, 80)}`);
    if (path.startsWith('/api/') && status === 400) {
      expect(JSON.parse(body)).toEqual({ status: false, message: expect.any(String) });
    }
  }
  expect(failures).toEqual([]);
});

test('an id with trailing junk is not the item', async ({ request }) => {
  expect((await request.get('/xeber/1')).status()).toBe(200);
  for (const path of ['/xeber/1%00', '/xeber/1%20', '/en/xeber/1%09', '/xeber/01', '/xeber/1.0']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('malformed encoding under /api answers 400 JSON saying what is wrong', async ({ request }) => {
  for (const path of ['/api/infoqrafikler/%C0%AF', '/api/xeberler%00/get']) {
    const az = await request.get(path);
    expect(az.status(), path).toBe(400);
    expect(await az.json()).toEqual({ status: false, message: 'Sorğunun ünvanı düzgün deyil' });
    const en = await request.get(`${path}?language=en`);
    expect(await en.json()).toEqual({
      status: false,
      message: 'The address of the request is not valid',
    });
  }
});

test('an overlong address gets 414 with small headers', async ({ request }) => {
  const response = await request.get(`/xeber/${'a'.repeat(3000)}`);
  expect(response.status()).toBe(414);
  expect(response.headers()['link']).toBeUndefined();
  expect(await response.text()).toContain('Ünvan çox uzundur');
});

test('a long query gets the 414 page in the address language, JSON under /api', async ({
  page,
  request,
}) => {
  const query = `?q=${'a'.repeat(4200)}`;
  const within = await request.get(`/en/xeberler?q=${'a'.repeat(4000)}`);
  expect(within.status()).toBe(200);
  for (const name of Object.keys(within.headers())) expect(name).not.toMatch(/^x-middleware-/);

  const api = await request.get(`/api/tovsiyyeler/iller${query}`);
  expect(api.status()).toBe(414);
  expect(await api.json()).toEqual({ status: false, message: 'Ünvan çox uzundur' });

  // In a browser: the page under the site's policy, styled, no violation.
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto(`/en/xeberler${query}`);
  expect(response?.status()).toBe(414);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address too long');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en',
  );
  expect(await page.content()).not.toContain('aaaaaaaa');
  const header = await page.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor);
  expect(header).toBe('rgb(11, 61, 110)');
  expect(violations).toEqual([]);
});

/** GET with the request target sent as written (a browser or fetch would resolve the dots first). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(E2E.local);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('traversal through dot segments, sent as written, is refused where it was aimed', async () => {
  for (const target of [
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/../../etc/passwd',
    '/api/.%2E/xeberler/get',
    '/api/xeberler\\..\\..\\etc/passwd',
  ]) {
    const { status, body } = await rawGet(target);
    expect(status, target).toBe(400);
    expect(JSON.parse(body), target).toEqual({
      status: false,
      message: 'Sorğunun ünvanı düzgün deyil',
    });
  }
  const english = await rawGet('/api/%2e%2e/etc/passwd?language=en');
  expect(JSON.parse(english.body).message).toBe('The address of the request is not valid');
  for (const target of ['/xeber/%2e%2e/%2e%2e/api/xeberler', '/en/./xeber/..']) {
    const { status, body } = await rawGet(target);
    expect(status, target).toBe(404);
    expect(body, target).toContain('<html');
  }
});
