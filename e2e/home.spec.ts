import { expect, test } from '@playwright/test';
import { splitWords } from './rendered';

test('az: the home page renders in Azerbaijani with the latest news', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Azərbaycan Respublikasının Hesablama Palatası',
  );
  await expect(page.getByRole('list', { name: 'Son xəbərlər' }).getByRole('listitem')).toHaveCount(
    12,
  );
  await expect(page).toHaveTitle(/Hesablama Palatası/);
});

test('en: the home page renders in English with English news only', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Chamber of Accounts of the Republic of Azerbaijan',
  );
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

// Issue 37 (part 3): a visible h1 saying who this is, one line on what it does, and the top tasks
// in the first screen of a phone and of a laptop, before the slider.
const TASKS = {
  az: [
    'Audit hesabatını tapın',
    'Tövsiyələrin icrasını izləyin',
    'Müraciət göndərin',
    'Saytda axtarın',
  ],
  en: ['Find an audit report', 'Follow the recommendations', 'Send a request', 'Search the site'],
};
for (const locale of ['az', 'en'] as const)
  test(`${locale}: the first screen names the institution and offers the top tasks`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(locale === 'az' ? '/' : '/en');
    const tasks = page.getByRole('navigation', {
      name: locale === 'az' ? 'Əsas xidmətlər' : 'Top tasks',
    });
    await expect(tasks.getByRole('link')).toHaveText(TASKS[locale]);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      const boxes = await page
        .locator('h1, h1 + p, nav[aria-label] li a')
        .filter({ visible: true })
        .evaluateAll((els) =>
          els
            .filter((el) => el.closest('main'))
            .map((el) => ({ text: el.textContent, bottom: el.getBoundingClientRect().bottom })),
        );
      expect(boxes.length, 'h1, the line under it and four tasks').toBeGreaterThanOrEqual(6);
      // Issue 51: no task's word broken over two lines ("recommend-ations" in half a phone).
      expect(await splitWords(tasks.getByRole('link')), `${viewport.width} px`).toEqual([]);
      for (const box of boxes.slice(0, 6))
        expect(box.bottom, `${box.text} in the first screen`).toBeLessThanOrEqual(viewport.height);
      // Before the slider.
      const slider = page.locator('section[aria-roledescription="carousel"]').first();
      const sliderTop = await slider.evaluate((el) => el.getBoundingClientRect().top);
      expect(boxes[5]!.bottom).toBeLessThanOrEqual(sliderTop);
    }
  });
