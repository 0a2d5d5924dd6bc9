import { expect, test } from '@playwright/test';
import { CALL_CASES } from '../test/fixtures/call-cases';
import { E2E } from '../playwright.config';
import { callApi } from './helpers';

test.describe('the same build over an external API (AUDIT_API_URL)', () => {
  test('answers every call with the upstream data', async ({ request }) => {
    for (const [name, input] of CALL_CASES) {
      const upstream = await callApi(request, E2E.local, name, input as Record<string, unknown>);
      const viaRemote = await callApi(request, E2E.remote, name, input as Record<string, unknown>);
      expect(await viaRemote.json(), name).toEqual(await upstream.json());
    }
  });

  test('renders the home page from the upstream', async ({ page, request }) => {
    const upstream = await (
      await request.post(`${E2E.local}/api/xeberler/get`, { data: { language: 'en', limit: 12 } })
    ).json();
    await page.goto(`${E2E.remote}/en`);
    await expect(
      page.getByRole('list', { name: 'Latest news' }).getByRole('listitem').first(),
    ).toContainText(upstream.xeberler[0].title);
  });
});

test.describe('an upstream that is down', () => {
  test('gives API callers status false with the default message, not a crash', async ({
    request,
  }) => {
    const response = await request.post(`${E2E.deadUpstream}/api/xeberler/get`, {
      data: { limit: 3 },
    });
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ status: false, message: 'Bilinməyən xəta baş verdi' });
  });

  test('gives visitors the spec error on the page, never a blank page', async ({ page }) => {
    const response = await page.goto(`${E2E.deadUpstream}/`);
    // The upstream refused the connection: 502 (lib/source/errors.ts, docs/errors.md).
    expect(response?.status()).toBe(502);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xəta baş verdi');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Bilinməyən xəta baş verdi',
    );
  });
});
