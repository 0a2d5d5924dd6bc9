import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// docs/design.md, "Themes": the page colours of each theme (--color-page).
const LIGHT_PAGE = 'rgb(246, 248, 250)';
const DARK_PAGE = 'rgb(15, 23, 32)';

async function setTheme(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: 'theme', value, url: baseURL ?? '' }]);
}

/** The page's background and <html data-theme> as first rendered. */
async function painted(page: Page) {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    theme: document.documentElement.getAttribute('data-theme'),
  }));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Two full page loads and a form post each, on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('az: the footer form chooses dark; the next page is dark from the server HTML', async ({
    page,
  }) => {
    await page.goto('/xeberler?page=2');
    expect(await painted(page)).toEqual({ background: LIGHT_PAGE, theme: null });
    const form = page.getByRole('group', { name: 'Rəng mövzusu' });
    await expect(form.getByRole('button', { name: 'Cihazdakı kimi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByRole('button', { name: 'Tünd' }).click();
    await expect(page).toHaveURL(/\/xeberler\?page=2$/);
    expect(await painted(page)).toEqual({ background: DARK_PAGE, theme: 'dark' });
    await expect(form.getByRole('button', { name: 'Tünd' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The HTML itself carries the theme: nothing a script does after the first paint.
    const html = await (await page.request.get('/xeberler')).text();
    expect(html).toMatch(/<html lang="az" data-theme="dark">/);
  });

  test('en: back to the system theme by the form', async ({ page, context, baseURL }) => {
    await setTheme(context, baseURL, 'dark');
    await page.goto('/en/xeberler');
    expect(await painted(page)).toEqual({ background: DARK_PAGE, theme: 'dark' });
    await page
      .getByRole('group', { name: 'Colour theme' })
      .getByRole('button', { name: 'As the device' })
      .click();
    await expect(page).toHaveURL(/\/en\/xeberler$/);
    expect(await painted(page)).toEqual({ background: LIGHT_PAGE, theme: null });
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('system');
  });
});

test.describe('a dark system', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  /** The filter of the page's first photo: slightly dimmed in the dark theme only. */
  const photoFilter = (page: Page) =>
    page
      .locator('main img')
      .first()
      .evaluate((img) => getComputedStyle(img).filter);

  test('with no choice the page is dark, its photos slightly dimmed', async ({ page }) => {
    await page.goto('/');
    expect(await painted(page)).toEqual({ background: DARK_PAGE, theme: null });
    expect(await photoFilter(page)).toBe('brightness(0.85)');
    // Issue 37: the header is one navy band (its brand row was a grey band between two navy bars).
    const bands = await page
      .getByRole('banner')
      .evaluate((header) =>
        [header, ...header.querySelectorAll('.on-dark')]
          .map((el) => getComputedStyle(el).backgroundColor)
          .filter((colour) => colour !== 'rgba(0, 0, 0, 0)'),
      );
    expect(bands.length).toBeGreaterThanOrEqual(3);
    expect(new Set(bands), 'one colour from the top bar to the menu bar').toEqual(
      new Set([bands[0]]),
    );
  });

  test('an explicit light choice overrides it', async ({ page, context, baseURL }) => {
    await setTheme(context, baseURL, 'light');
    await page.goto('/en');
    expect(await painted(page)).toEqual({ background: LIGHT_PAGE, theme: 'light' });
    expect(await photoFilter(page)).toBe('none');
  });

  test('a cookie with any other value is ignored', async ({ page, context, baseURL }) => {
    for (const value of ['blue', 'Dark', 'dark%20', 'system2']) {
      await setTheme(context, baseURL, value);
      await page.goto('/');
      expect(await painted(page), value).toEqual({ background: DARK_PAGE, theme: null });
    }
  });

  test('print is black on white whatever the theme', async ({ page, context, baseURL }) => {
    await setTheme(context, baseURL, 'dark');
    await page.emulateMedia({ media: 'print' });
    await page.goto('/xeberler');
    // app/print.css: black text on a white page, whatever the theme.
    expect((await painted(page)).background).toBe('rgb(255, 255, 255)');
    const text = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color);
    expect(text).toBe('rgb(0, 0, 0)');
  });
});

test.describe('POST /api/theme', () => {
  test('sets a first-party, HttpOnly, Lax cookie and goes back with a 303', async ({ request }) => {
    const res = await request.post('/api/theme', {
      form: { theme: 'dark', return: '/en/xeberler?page=2', lang: 'en' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toBe('/en/xeberler?page=2');
    expect(res.headers()['set-cookie']).toBe(
      'theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
    expect(res.headers()['cache-control']).toBe('no-store');
  });

  test('never sends the visitor to another site', async ({ request }) => {
    for (const back of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/%09/x']) {
      const res = await request.post('/api/theme', {
        form: { theme: 'light', return: back, lang: 'en' },
        maxRedirects: 0,
      });
      expect(res.status(), back).toBe(303);
      expect(res.headers()['location'], back).toMatch(/^\/(?!\/|\\)/);
    }
  });

  test('refuses another value, another site and other methods in the language asked', async ({
    request,
  }) => {
    const json = { accept: 'application/json' };
    const bad = await request.post('/api/theme', {
      form: { theme: 'blue', lang: 'en' },
      headers: json,
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      status: false,
      message: 'The theme must be light, dark or system',
    });
    expect(bad.headers()['set-cookie']).toBeUndefined();
    const az = await request.post('/api/theme', { form: { theme: '' }, headers: json });
    expect(az.status()).toBe(400);
    expect((await az.json()).message).toBe('Mövzu yalnız light, dark və ya system ola bilər');
    const forged = await request.post('/api/theme', {
      form: { theme: 'dark', lang: 'en' },
      headers: { ...json, origin: 'https://evil.example' },
    });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).status).toBe(false);
    // The same refusals of a form posted without JavaScript: a page, with the way back.
    const page = await request.post('/api/theme', {
      form: { theme: 'blue', lang: 'az', return: '/xeberler' },
    });
    expect(page.status()).toBe(400);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="az">');
    expect(html).toContain('<h1>Forma qəbul edilmədi</h1>');
    expect(html).toContain('<a href="/xeberler">Səhifəyə qayıt</a>');
    const get = await request.get('/api/theme?language=en');
    expect(get.status()).toBe(405);
    expect((await get.json()).status).toBe(false);
  });
});
