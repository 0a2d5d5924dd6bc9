import { expect, test } from '@playwright/test';

test('az → en: the language switch keeps the route, the query and the hash', async ({ page }) => {
  await page.goto('/page/sedr?ref=mail#bio');
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/page\/sedr\?ref=mail#bio$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('en → az: the switch leads back to the unprefixed path', async ({ page }) => {
  await page.goto('/en/xeberler?count=24');
  await page.getByRole('link', { name: 'Azərbaycan dilinə keç' }).click();
  await expect(page).toHaveURL(/\/xeberler\?count=24$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the language switch is a plain link to the same route', async ({ page }) => {
    await page.goto('/en/page/lima');
    const href = await page
      .getByRole('link', { name: 'Azərbaycan dilinə keç' })
      .getAttribute('href');
    expect(href).toBe('/page/lima');
    await page.goto('/page/lima');
    expect(await page.getByRole('link', { name: 'Switch to English' }).getAttribute('href')).toBe(
      '/en/page/lima',
    );
  });
});

test('the search box sends the trimmed keyword to the search route', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('   audit report  ');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=audit\+report$/);
});

test('the climate banner leads to the climate projects', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /İqlim dəyişmələri/ })).toHaveAttribute(
    'href',
    '/layiheler?cat=11',
  );
  await page.goto('/en');
  await expect(page.getByRole('link', { name: /Climate change/ })).toHaveAttribute(
    'href',
    '/en/layiheler?cat=11',
  );
});

test('the scroll-to-top button appears after scrolling past the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/page/tez-tez-verilen-suallar');
  const button = page.getByRole('button', { name: 'Səhifənin əvvəlinə qayıt' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('375 px: the scroll-to-top button never covers a form field or its label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/en/sorgu-ve-muracietler');
  const button = page.getByRole('button', { name: 'Back to the top of the page' });
  // The address field (the form's whole width) at the bottom edge, under the button's place.
  await page.locator('#f-unvan').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.mouse.wheel(0, 1);
  await expect(button).toBeHidden();
  // Past the form, the footer's text there: the button is back.
  await page.getByRole('contentinfo').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, 1);
  await expect(button).toBeVisible();
});

test('the footer map sends nothing to the map service until asked', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('openstreetmap')) mapRequests.push(r.url());
  });
  await page.goto('/en');
  await expect(page.locator('footer iframe')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(
    page.locator('footer iframe[title="Location of the Chamber of Accounts on the map"]'),
  ).toBeVisible();
});

test('the footer has both offices, the site map link and the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Bakı ofisi');
  await expect(footer).toContainText('Naxçıvan ofisi');
  await expect(footer).toContainText('2013 - 2021');
  await footer.getByRole('link', { name: 'Saytın xəritəsi' }).click();
  await expect(page).toHaveURL(/\/page\/saytin-xeritesi$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Çıxışlar' })).toHaveAttribute(
    'href',
    '/cixislar',
  );
});
