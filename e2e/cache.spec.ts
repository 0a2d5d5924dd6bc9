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

test('pages render per request (their nonce), never from a page cache; a tag still revalidates the data cache', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const page = await request.get('/page/kollegiya');
    expect(page.status()).toBe(200);
    expect(page.headers()['x-nextjs-cache']).toBeUndefined();
    expect(page.headers()['cache-control']).toBe('private, no-cache');
    nonces.add(/'nonce-([^']+)'/.exec(page.headers()['content-security-policy'] ?? '')![1]!);
  }
  expect(nonces.size).toBe(2);
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
