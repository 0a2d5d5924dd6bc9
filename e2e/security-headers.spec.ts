import { expect, test, type APIResponse } from '@playwright/test';
import { E2E } from '../playwright.config';
import { observatoryScore } from './observatory';
import { HTTPS_IMAGES, HTTPS_SITE, parseCsp, startHttpsSite } from './security';

// Every kind of response carries the security headers (lib/platform/security,
// docs/security.md, "Security headers"); the pages' policy is checked directive by directive.

const RESOURCE_POLICY = new Map([
  ['default-src', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
]);

function expectCommonHeaders(res: APIResponse, corp: 'same-origin' | 'cross-origin') {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cross-origin-resource-policy']).toBe(corp);
  const permissions = h['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  // Plain http: no HSTS, no upgrade.
  expect(h['strict-transport-security']).toBeUndefined();
}

/** The pages' policy of the local server (no image host, ALTCHA, http). */
function expectPagePolicy(res: APIResponse): string {
  const csp = parseCsp(res.headers()['content-security-policy']);
  const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(csp.get('script-src')?.[0] ?? '')?.[1];
  expect(nonce, 'a 128-bit nonce').toBeTruthy();
  expect(Object.fromEntries(csp)).toEqual({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // The page's CSS comes as same-origin files (docs/frontend.md, "Style sheets").
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  return nonce!;
}

const PAGES = ['/', '/en', '/xeberler', '/en/xeberler', '/sorgu-ve-muracietler', '/xeber/64'];

for (const path of PAGES) {
  test(`page ${path}: the nonce policy, the same nonce on every script, never cached`, async ({
    request,
  }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const nonce = expectPagePolicy(res);
    expectCommonHeaders(res, 'same-origin');
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Its CSS comes as same-origin files (style-src 'self'), no <style> element.
    expect(html).not.toMatch(/<style\b/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
    expect(html).not.toContain('[object Object]');
    expect(html).not.toMatch(/\son[a-z]+=["']/i);
    expect(html).not.toMatch(/href=["']\s*javascript:/i);
    expect(html).not.toMatch(/<[a-z]+[^>]*\sstyle="/i);
    // A new nonce per response.
    const again = expectPagePolicy(await request.get(path));
    expect(again).not.toBe(nonce);
  });
}

test('404 pages, the error page and redirects carry the page headers', async ({ request }) => {
  for (const path of ['/no-such-page', '/en/no-such-page', '/wp-login.php', '/xeber/999999']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expectPagePolicy(res);
    expectCommonHeaders(res, 'same-origin');
  }
  // A page whose content cannot be read: the error page (the upstream is down).
  const failed = await request.get(`${E2E.deadUpstream}/xeberler`);
  expect(failed.status()).toBe(502);
  expect(parseCsp(failed.headers()['content-security-policy']).get('script-src')).toContain(
    "'strict-dynamic'",
  );
  const redirects: [string, number, string][] = [
    ['/az/xeberler', 307, '/xeberler'],
    ['/budce_xulasesi', 308, '/budce-xulasesi'],
    ['/xeberler/', 308, '/xeberler'],
    ['/xeberler/?count=20', 308, '/xeberler?count=20'],
  ];
  for (const [path, status, location] of redirects) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    expect(res.headers().location).toBe(location);
    expect(res.headers()['content-security-policy'], path).toBeTruthy();
    expectCommonHeaders(res, 'same-origin');
  }
});

test('the API: the resource policy, JSON with nosniff, writes never stored', async ({
  request,
}) => {
  const read = await request.get('/api/tovsiyyeler/iller');
  expect(read.status()).toBe(200);
  expect(parseCsp(read.headers()['content-security-policy'])).toEqual(RESOURCE_POLICY);
  expect(read.headers()['content-type']).toMatch(/^application\/json/);
  expectCommonHeaders(read, 'same-origin');
  for (const path of ['/api/sorgu-ve-muracietler/add', '/api/xeberler/get', '/api/no-such-call']) {
    const write = await request.post(path, { data: {} });
    expect(write.status(), path).toBeGreaterThanOrEqual(200);
    expect(write.headers()['cache-control'], path).toBe('no-store');
    expect(write.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(parseCsp(write.headers()['content-security-policy'])).toEqual(RESOURCE_POLICY);
    expectCommonHeaders(write, 'same-origin');
  }
});

test('files, static assets, preview images and sitemaps: loadable by other sites', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  // The page links its CSS files.
  const css = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(home)?.[1];
  const js = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(css && js).toBeTruthy();
  for (const path of [css!, js!]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(parseCsp(res.headers()['content-security-policy'])).toEqual(RESOURCE_POLICY);
    expectCommonHeaders(res, 'cross-origin');
  }
  const item = await (await request.get('/xeber/64')).text();
  const og = /<meta property="og:image" content="https?:\/\/[^/]+([^"]+)"/.exec(item)?.[1];
  expect(og).toBeTruthy();
  for (const path of [
    og!,
    '/og-default.png',
    '/files/qanunlar/1.pdf',
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(parseCsp(res.headers()['content-security-policy']), path).toEqual(RESOURCE_POLICY);
    expectCommonHeaders(res, 'cross-origin');
  }
});

test('the remote site allows images from its upstream (and reCAPTCHA only with its key)', async ({
  request,
}) => {
  const res = await request.get(`${E2E.remoteB}/xeberler`);
  const csp = parseCsp(res.headers()['content-security-policy']);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', new URL(E2E.specUpstreamB).origin]);
  const withKey = await request.get(`${E2E.remote}/xeberler`);
  expect(parseCsp(withKey.headers()['content-security-policy']).get('img-src')).toEqual([
    "'self'",
    'data:',
    new URL(E2E.specUpstreamA).origin,
    'https://www.gstatic.com/recaptcha/',
  ]);
});

test.describe('served as https', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let site: Awaited<ReturnType<typeof startHttpsSite>>;
  test.beforeAll(async () => {
    site = await startHttpsSite();
  });
  test.afterAll(() => site?.stop());

  test('HSTS, upgrade-insecure-requests and the image host', async ({ request }) => {
    const res = await request.get(`${site.url}/xeberler`);
    expect(res.status()).toBe(200);
    expect(res.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const csp = parseCsp(res.headers()['content-security-policy']);
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', HTTPS_IMAGES]);
    const api = await request.get(`${site.url}/api/tovsiyyeler/iller`);
    expect(api.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  test('the MDN HTTP Observatory scores every kind of response at least 115', async ({
    request,
  }) => {
    const list = await (await request.get(`${site.url}/xeberler`)).text();
    const item = /href="(\/xeber\/\d+)"/.exec(list)?.[1];
    expect(item).toBeTruthy();
    const paths = {
      home: '/',
      'home (en)': '/en',
      item: item!,
      list: '/xeberler',
      'request form': '/sorgu-ve-muracietler',
      API: '/api/tovsiyyeler/iller',
      '404': '/no-such-page',
    };
    const scores: string[] = [];
    const results: Record<string, Record<string, string>> = {};
    for (const [name, path] of Object.entries(paths)) {
      const result = await observatoryScore(`${site.url}${path}`, `${HTTPS_SITE}${path}`);
      results[name] = result.results;
      scores.push(`${name} ${path}: ${result.score} (${result.grade})`);
      expect(result.score, `${name}: ${JSON.stringify(result.results)}`).toBeGreaterThanOrEqual(
        115,
      );
    }
    // The theme form's answer sets the one cookie of the site (docs/design.md, "Themes").
    const theme = await observatoryScore(`${site.url}/api/theme`, `${HTTPS_SITE}/api/theme`, {
      method: 'POST',
      body: 'theme=dark',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    scores.push(`theme cookie: ${theme.score} (${theme.grade})`);
    expect(theme.results.cookies, JSON.stringify(theme.results)).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
    // Every other test as the API's GET above, but for HSTS: an API request with a body skips the
    // proxy and gets next.config's build-time headers, which cannot know SITE_URL's scheme
    // (docs/security.md); the host has its HSTS from every page and GET.
    const besides = (r: Record<string, string>) =>
      Object.entries(r).filter(
        ([test]) => test !== 'cookies' && test !== 'strict-transport-security',
      );
    expect(besides(theme.results)).toEqual(besides(results.API!));
    console.log(`Observatory scores:\n${scores.join('\n')}`);
  });
});
