import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

/**
 * "Is this page useful?" (docs/page-feedback.md) in the browser: with
 * JavaScript the "no" opens the text field in place and a live region
 * thanks; without it the same forms work by posting and coming back to the
 * page. Over an upstream (AUDIT_API_URL) the answer stays in the site's own
 * database and never reaches the upstream.
 */
const THANKS = { az: 'Rəyiniz üçün təşəkkür edirik.', en: 'Thank you for your feedback.' };

const box = (page: Page) => page.locator('#page-feedback');

test.describe('with JavaScript', () => {
  test('az: "Xeyr" opens the text field with its note; "Göndər" thanks, focus follows', async ({
    page,
  }) => {
    await page.goto('/xeberler');
    await expect(box(page).getByRole('heading', { name: 'Bu səhifə faydalı idi?' })).toBeVisible();
    await box(page).getByRole('button', { name: 'Xeyr' }).click();
    const text = box(page).getByRole('textbox', { name: 'Nə alınmadı? (istəyə bağlı)' });
    await expect(text).toBeFocused();
    await expect(text).toHaveAttribute('maxlength', '500');
    await expect(box(page)).toContainText('Şəxsi məlumat');
    await expect(page).toHaveURL(/\/xeberler$/);
    await text.fill('Siyahıda tarix yoxdur');
    await box(page).getByRole('button', { name: 'Göndər' }).click();
    const status = box(page).getByRole('status');
    await expect(status).toHaveText(THANKS.az);
    await expect(status).toBeFocused();
    await expect(text).toHaveCount(0);
    await expect(page).toHaveURL(/\/xeberler$/);
  });

  test('en: "Yes" thanks at once in English', async ({ page }) => {
    await page.goto('/en/page/haqqimizda');
    await box(page).getByRole('button', { name: 'Yes' }).click();
    await expect(box(page).getByRole('status')).toHaveText(THANKS.en);
    await expect(box(page).getByRole('button', { name: 'No' })).toHaveCount(0);
  });

  test('the form does not move the first viewport, and forms ask nothing', async ({ page }) => {
    await page.goto('/en/xeberler');
    await expect(box(page)).toBeAttached();
    expect(await box(page).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(
      page.viewportSize()!.height,
    );
    await page.goto('/sorgu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box(page)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('az: "Xeyr" leads to the text step on the same page (its query kept), then thanks', async ({
    page,
  }) => {
    await page.goto('/search?query=audit');
    await box(page).getByRole('button', { name: 'Xeyr' }).click();
    await expect(page).toHaveURL(/\/search\?query=audit&feedback=no#page-feedback$/);
    const text = box(page).getByRole('textbox', { name: 'Nə alınmadı? (istəyə bağlı)' });
    await text.fill('Nəticələr köhnədir');
    await box(page).getByRole('button', { name: 'Göndər' }).click();
    await expect(page).toHaveURL(/\/search\?query=audit&feedback=thanks#page-feedback$/);
    await expect(box(page).getByRole('status')).toHaveText(THANKS.az);
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  });

  test('en: "Yes" comes back to the page with the thanks', async ({ page }) => {
    await page.goto('/en/qerarlarin-izlenilmesi');
    await box(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/en\/qerarlarin-izlenilmesi\?feedback=thanks#page-feedback$/);
    await expect(box(page).getByRole('status')).toHaveText(THANKS.en);
  });

  test('en: a refused text comes back as the text step with its message', async ({ page }) => {
    await page.goto('/en/xeberler?feedback=no');
    await box(page).getByRole('textbox').fill('<b>bold</b>');
    await box(page).getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/xeberler\?feedback=html#page-feedback$/);
    await expect(box(page).getByRole('alert')).toHaveText(
      'The text may not contain HTML tags; write plain text.',
    );
    await expect(box(page).getByRole('textbox')).toBeVisible();
  });
});

test('remote: the answer is kept by the site, the upstream never hears of it', async ({
  request,
}) => {
  const since = Date.now();
  const post = await request.post(`${E2E.remote}/api/page-feedback`, {
    headers: { accept: 'application/json', origin: E2E.remote },
    form: { path: '/en/qerarlarin-izlenilmesi', useful: 'no', comment: 'remote answer' },
  });
  expect(post.status()).toBe(200);
  expect(await post.json()).toEqual({ status: true, message: THANKS.en });
  const summary = await request.get(`${E2E.remote}/en/sehife-reyleri`);
  expect(summary.status()).toBe(200);
  const html = await summary.text();
  expect(html).toMatch(/<td>Decision tracker<\/td><td[^>]*>\d+<\/td>/);
  expect(html).not.toContain('remote answer');
  const log: Array<{ path: string; body: string[]; at: number }> = await (
    await request.get(`${E2E.specUpstreamA}/__log`)
  ).json();
  const after = log.filter((e) => e.at >= since);
  expect(after.filter((e) => /feedback/i.test(e.path) || e.body.includes('useful'))).toEqual([]);
});
