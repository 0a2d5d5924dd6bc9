import { expect, test } from '@playwright/test';

test('az: the home page renders in Azerbaijani with the latest news', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana səhifə');
  await expect(page.getByRole('list', { name: 'Son xəbərlər' }).getByRole('listitem')).toHaveCount(
    12,
  );
  await expect(page).toHaveTitle(/Hesablama Palatası/);
});

test('en: the home page renders in English with English news only', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  const news = page.getByRole('list', { name: 'Latest news' }).getByRole('listitem');
  await expect(news).toHaveCount(12);
  await expect(news.first()).not.toContainText(/[əğış]/);
});

test('a path without prefix is Azerbaijani even for an English browser', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
  });
  const page = await context.newPage();
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  await context.close();
});

test('/az redirects to the unprefixed path', async ({ page }) => {
  await page.goto('/az');
  expect(new URL(page.url()).pathname).toBe('/');
});
