import { expect, test } from '@playwright/test';

test('en: an item without English is shown in Azerbaijani, marked lang="az", with a notice', async ({
  page,
  request,
}) => {
  const az = (
    await (await request.post('/api/xeberler/get', { data: { limit: 100, language: 'az' } })).json()
  ).xeberler;
  const en = (
    await (await request.post('/api/xeberler/get', { data: { limit: 100, language: 'en' } })).json()
  ).xeberler;
  const englishIds = new Set(en.map((n: { id: number }) => n.id));
  const azOnly = az.find((n: { id: number }) => !englishIds.has(n.id));
  expect(azOnly).toBeDefined();

  await page.goto(`/en/xeber/${azOnly.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(azOnly.title);
  await expect(heading).toHaveAttribute('lang', 'az');
  await expect(page.getByRole('main')).toContainText('has not been translated into English');

  await page.goto(`/xeber/${azOnly.id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  await expect(page.getByRole('main')).not.toContainText('tərcümə edilməyib');
});
