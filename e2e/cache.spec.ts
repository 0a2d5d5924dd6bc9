import { expect, test } from '@playwright/test';
import { E2E_REVALIDATE_TOKEN } from '../playwright.config';

const revalidate = (
  request: import('@playwright/test').APIRequestContext,
  data: unknown,
  token = E2E_REVALIDATE_TOKEN,
) =>
  request.post('/api/cache/revalidate', {
    data: data as object,
    headers: { authorization: `Bearer ${token}` },
  });

test('pages are rendered per request, and a tag can be revalidated', async ({ request }) => {
  // No page cache (DESIGN.md: per-request rendering; docs/errors.md): nothing is kept per address.
  await request.get('/page/kollegiya');
  expect((await request.get('/page/kollegiya')).headers()['x-nextjs-cache']).toBeUndefined();
  const response = await revalidate(request, { tags: ['pages'] });
  expect(await response.json()).toEqual({ status: true, message: '', revalidated: ['pages'] });
  expect((await request.get('/page/kollegiya')).status()).toBe(200);
});

test('revalidation needs the token and known tags', async ({ request }) => {
  expect((await revalidate(request, { tags: ['pages'] }, 'wrong-token-wrong-token')).status()).toBe(
    401,
  );
  const unknown = await revalidate(request, { tags: ['no-such-tag'] });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).message).toContain('xeberler');
});
