/**
 * Photos for phones (issue 16, item 6): lists, items and sliders serve their
 * photos through Next's image optimizer (AVIF or WebP at the slot's width,
 * srcset/sizes, width and height); the page's first photo loads at once with
 * high priority, every other one lazily; the optimizer answers only the
 * configured widths and hosts, with the security headers of a resource.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

interface Shot {
  src: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  loaded: boolean;
}

/** The photos of the page's main content, in document order. */
const photos = (page: Page) =>
  page.locator('main img[srcset]').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
      loaded: img.complete && img.naturalWidth > 0,
    })),
  ) as Promise<Shot[]>;

function expectOptimized(shot: Shot) {
  expect(shot.src).toMatch(/^\/_next\/image\?url=/);
  expect(shot.srcset).toMatch(/\/_next\/image\?url=[^ ]+&w=\d+&q=75 \d+w/);
  expect(shot.sizes).toBeTruthy();
  expect(Number(shot.width)).toBeGreaterThan(0);
  expect(Number(shot.height)).toBeGreaterThan(0);
}

const PAGES: Array<[string, string]> = [
  ['a list', '/xeberler'],
  ['an item with a body gallery', '/xeber/64'],
  ['the home page', '/'],
  ['the project categories', '/layiheler'],
];

for (const [what, path] of PAGES) {
  test(`375px: ${what} serves optimized photos, the first at once and the rest lazily`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    const shots = await photos(page);
    expect(shots.length).toBeGreaterThan(1);
    for (const shot of shots) expectOptimized(shot);
    const [first, ...rest] = shots;
    expect(first!.loading).toBe('eager');
    expect(first!.fetchpriority).toBe('high');
    for (const shot of rest) expect(shot.loading).toBe('lazy');
    // The first photo is in the viewport and loads, in a modern format.
    await expect.poll(async () => (await photos(page))[0]!.loaded).toBe(true);
    const first1x = await page.evaluate(
      () => (document.querySelector('main img[srcset]') as HTMLImageElement).currentSrc,
    );
    const res = await page.request.get(first1x, {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  });
}

test('the item page preloads its photo from the head with the same srcset', async ({ request }) => {
  const html = await (await request.get('/xeber/64')).text();
  const link = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0] ?? '';
  expect(link).toContain('imageSrcSet="/_next/image?url=');
  expect(link).toContain('fetchPriority="high"');
});

test('JavaScript off: the list photos are in the server HTML and load', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/xeberler');
  const shots = await photos(page);
  expect(shots.length).toBe(12);
  for (const shot of shots) expectOptimized(shot);
  await expect.poll(async () => (await photos(page))[0]!.loaded).toBe(true);
  await context.close();
});

test('the optimizer: AVIF or WebP by Accept, the security headers, only the configured widths and hosts', async ({
  request,
}) => {
  const url = (w: number, src = '/img/xeberler/1.jpg') =>
    `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`;
  const avif = await request.get(url(640), { headers: { accept: 'image/avif,image/webp' } });
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  const webp = await request.get(url(640), { headers: { accept: 'image/webp' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  const headers = webp.headers();
  expect(headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // Smaller than the 1,280 px original for a phone slot.
  const small = await request.get(url(256), { headers: { accept: 'image/webp' } });
  expect((await small.body()).length).toBeLessThan((await webp.body()).length);
  for (const bad of [
    url(641),
    url(5000),
    `/_next/image?url=${encodeURIComponent('/img/xeberler/1.jpg')}&w=640&q=90`,
    url(640, 'https://example.com/x.png'),
    url(640, 'http://169.254.169.254/latest/meta-data'),
    url(640, '/files/qanunlar/1.pdf'),
    url(640, '/api/xeberler/get'),
  ]) {
    const res = await request.get(bad);
    expect(res.status(), bad).toBe(400);
  }
  expect((await request.get(url(640, '/img/xeberler/no-such.png'))).status()).toBe(404);
});

test('over the spec-only upstream: the photos come from the upstream through the optimizer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${E2E.remote}/xeberler`);
  const shots = await photos(page);
  expect(shots.length).toBeGreaterThan(1);
  for (const shot of shots) {
    expectOptimized(shot);
    expect(decodeURIComponent(shot.src)).toContain(`${E2E.specUpstreamA}/img/xeberler/`);
  }
  await expect.poll(async () => (await photos(page))[0]!.loaded).toBe(true);
});
