import { expect, test, type Page } from '@playwright/test';
import { callApi } from './helpers';

type Video = { id: number; title: string; link: string | null };

const tiles = (page: Page) => page.getByRole('main').getByRole('article');

/** Answers the video service's player with an empty page, so no test depends on the Internet. */
async function stubPlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';

  test(`${locale}: 12 videos by id descending, then Load more appends the rest`, async ({
    page,
    request,
    baseURL,
  }) => {
    const reply = await callApi(request, baseURL!, 'videolar', { language: locale, limit: 100 });
    const all = (await reply.json()).videolar as Video[];
    expect(all.length).toBeGreaterThan(12);
    expect(all.map((v) => v.id)).toEqual(all.map((v) => v.id).toSorted((a, b) => b - a));

    await page.goto(`${prefix}/videolar`);
    await expect(tiles(page)).toHaveCount(12);
    await expect(tiles(page).getByRole('heading')).toContainText(
      all.slice(0, 12).map((v) => v.title),
    );
    await page
      .getByRole('link', { name: locale === 'en' ? 'Show more' : 'Daha çox göstər' })
      .click();
    await expect(tiles(page)).toHaveCount(all.length);
    await expect(tiles(page).nth(12)).toContainText(all[12]!.title);
    await expect(page).toHaveURL(new RegExp(`videolar\\?count=${all.length}$`));
    await expect(page.locator('a[rel="next"]')).toHaveCount(0);
  });

  test(`${locale}: a group opens its videos at ?group=ID, with a way back`, async ({
    page,
    request,
    baseURL,
  }) => {
    const top = (
      await (await callApi(request, baseURL!, 'videolar', { language: locale, limit: 100 })).json()
    ).videolar as Video[];
    const group = top.find((v) => !v.link)!;
    const inside = (
      await (
        await callApi(request, baseURL!, 'videolar', { language: locale, parent: group.id })
      ).json()
    ).videolar as Video[];
    expect(inside.length).toBeGreaterThan(0);

    await page.goto(`${prefix}/videolar?count=24`);
    await page
      .locator('article[data-kind="group"]')
      .filter({ hasText: group.title })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/videolar\\?group=${group.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.title);
    await expect(tiles(page)).toHaveCount(inside.length);
    await expect(tiles(page).getByRole('heading')).toContainText(inside.map((v) => v.title));
    await page
      .getByRole('link', { name: locale === 'en' ? 'Back to all videos' : 'Bütün videolara qayıt' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/videolar$`));
    await expect(tiles(page)).toHaveCount(12);
  });

  test(`${locale}: the popup player opens on click, closes empty and gives focus back`, async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) outside.push(r.url());
    });
    await stubPlayer(page);
    await page.goto(`${prefix}/videolar`);
    await page.waitForLoadState('networkidle');
    expect(outside, 'no third-party request before a click').toEqual([]);

    const video = page.locator('article[data-kind="video"]').first();
    const title = (await video.getByRole('heading').innerText()).split('(')[0]!.trim();
    const link = video.getByRole('link');
    await link.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(title);
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/,
    );
    expect(outside.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    await dialog.getByRole('button', { name: locale === 'en' ? 'Close' : 'Bağla' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(link).toBeFocused();

    // Escape closes it too.
    await link.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Load more is a link to the longer list, and groups are links', async ({ page }) => {
    await page.goto('/videolar');
    await expect(tiles(page)).toHaveCount(12);
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/videolar\?count=24$/);
    await expect(tiles(page)).toHaveCount(18);
    await expect(page.locator('article[data-kind="video"] a').first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });
});

test('an unknown group is a 404, nonsense groups show the top level', async ({ page }) => {
  expect((await page.goto('/videolar?group=999999'))?.status()).toBe(404);
  expect((await page.goto('/videolar?group=abc'))?.status()).toBe(200);
  await expect(tiles(page)).toHaveCount(12);
});
