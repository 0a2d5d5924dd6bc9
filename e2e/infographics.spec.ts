import { expect, test, type APIRequestContext } from '@playwright/test';
import { callApi } from './helpers';

type Item = { id: number; title: string; file: string | null };

async function itemsOf(
  request: APIRequestContext,
  baseURL: string,
  year: number,
  language: string,
) {
  const reply = await callApi(request, baseURL, 'infoqrafikler', { year, language });
  return (await reply.json()).content as Item[];
}

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';

  test(`${locale}: the latest year is shown by default, and each year is a link`, async ({
    page,
    request,
    baseURL,
  }) => {
    const years = (await (await callApi(request, baseURL!, 'infoqrafikYears', {})).json())
      .years as number[];
    const latest = Math.max(...years);
    const items = await itemsOf(request, baseURL!, latest, locale);

    await page.goto(`${prefix}/infoqrafikler`);
    const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Years' : 'İllər' });
    await expect(nav.getByRole('link')).toHaveText(years.toSorted((a, b) => b - a).map(String));
    await expect(nav.getByRole('link', { name: String(latest) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(items.length);
    await expect(cards.getByRole('heading')).toContainText(items.map((i) => i.title));
    await expect(cards.first().getByRole('link')).toHaveAttribute(
      'href',
      `/files/infoqrafikler/${items[0]!.file}`,
    );
    await expect(cards.first().locator('img')).toHaveAttribute(
      'src',
      /^\/_next\/image\?url=%2Fimg%2Finfoqrafikler%2F/,
    );

    const other = years.find((y) => y !== latest)!;
    const otherItems = await itemsOf(request, baseURL!, other, locale);
    await nav.getByRole('link', { name: String(other) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/infoqrafikler\\?year=${other}$`));
    await expect(nav.getByRole('link', { name: String(other) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards).toHaveCount(otherItems.length);
    await expect(cards.getByRole('heading')).toContainText(otherItems.map((i) => i.title));
  });
}

test('an unknown or nonsense year shows the latest year', async ({ page }) => {
  for (const year of ['1900', 'abc']) {
    expect((await page.goto(`/infoqrafikler?year=${year}`))?.status()).toBe(200);
    await expect(page.locator('[aria-current="page"]').last()).toHaveText(/^\d{4}$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  }
});
