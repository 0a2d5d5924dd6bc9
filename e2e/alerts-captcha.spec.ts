/**
 * The e-mail updates form loads its captcha only when the visitor turns to
 * it (components/alerts/SubscribeCaptcha.client.tsx): a list's HTML carries
 * neither ALTCHA's widget nor its CSS; the first focus loads it and it solves
 * at once. (Subscribing with it: e2e/alerts.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { documentTop } from './forms-helpers';

test('a list page carries no captcha until its form is used', async ({ page, request }) => {
  const html = await (await request.get('/xeberler')).text();
  expect(html).toContain('action="/api/alerts/subscribe"');
  expect(html).not.toContain('altcha-widget');
  expect(html).not.toContain('--altcha-');

  await page.goto('/xeberler');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('region', { name: 'Yenilikləri e-poçtla alın' });
  await expect(form).toBeVisible();
  expect(await page.locator('altcha-widget').count()).toBe(0);
  // The form's controls on the forms' 44 px system, each radio beside its label.
  const heights = await form
    .locator('input[type="email"], label:has(input[type="radio"]), button[type="submit"]')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  expect(heights.length).toBe(5);
  expect(heights.filter((h) => h < 44)).toEqual([]);
  // The widget's box is kept before it loads: nothing under it moves when a focus loads it (a
  // keyboard visitor's focus may be on the button or the footer by then).
  const button = form.getByRole('button', { name: 'Abunə ol' });
  const before = await documentTop(button);
  await form.getByRole('textbox').focus();
  // Started at once: solved without a click on the widget.
  await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeChecked({
    timeout: 20_000,
  });
  expect(await documentTop(button)).toBe(before);
});
