import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import * as up from './fixtures/spec-upstream/data';

/**
 * Both languages, honestly (docs/languages.md): an item without English is shown under /en in
 * Azerbaijani, marked and noindex with its canonical on the Azerbaijani page; no hreflang
 * pair names it; the language switch says so before the click; English lists label it.
 */

type News = { id: number; title: string; language?: string; translation_due?: string };

async function englishNews(request: APIRequestContext, base: string): Promise<News[]> {
  const reply = await request.post(`${base}/api/xeberler/get`, {
    data: { limit: 100, language: 'en' },
  });
  return (await reply.json()).xeberler;
}

const head = (page: Page) => ({
  canonical: () => page.locator('link[rel="canonical"]').getAttribute('href'),
  alternates: () =>
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) =>
        ls.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      ),
  robots: async () => {
    const robots = page.locator('meta[name="robots"]');
    return (await robots.count()) ? robots.getAttribute('content') : null;
  },
});

/** The checks of one untranslated item's two pages, over any source. */
async function untranslatedPages(page: Page, base: string, item: News, notice: RegExp) {
  const h = head(page);
  await page.goto(`${base}/en/xeber/${item.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(item.title);
  await expect(heading).toHaveAttribute('lang', 'az');
  await expect(page.getByRole('main')).toContainText(notice);
  expect(await h.robots()).toBe('noindex, follow');
  expect(await h.canonical()).toBe(`${base}/xeber/${item.id}`);
  expect(await h.alternates()).toEqual([]);

  await page.goto(`${base}/xeber/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  expect(await h.robots()).toBeNull();
  expect(await h.canonical()).toBe(`${base}/xeber/${item.id}`);
  expect(await h.alternates()).toEqual([]);
  // The switch says, before the click, that there is no English page: visible and in its name.
  const toEnglish = page.getByRole('link', { name: /Switch to English/ });
  await expect(toEnglish).toHaveAccessibleName(/Azerbaijani only/);
  await expect(toEnglish.getByText('(this page is in Azerbaijani only)')).toBeVisible();
}

test('local: an untranslated item, its head, its switch, and a translated one for contrast', async ({
  page,
  request,
}) => {
  const news = await englishNews(request, E2E.local);
  const azOnly = news.find((n) => n.language === 'az')!;
  const translated = news.find((n) => n.language !== 'az')!;
  expect(azOnly).toBeDefined();
  await untranslatedPages(page, E2E.local, azOnly, /has not been translated into English/);

  await page.goto(`/xeber/${translated.id}`);
  expect((await head(page).alternates()).sort()).toEqual([
    `az ${E2E.local}/xeber/${translated.id}`,
    `en ${E2E.local}/en/xeber/${translated.id}`,
    `x-default ${E2E.local}/xeber/${translated.id}`,
  ]);
  const toEnglish = page.getByRole('link', { name: /Switch to English/ });
  await expect(toEnglish).not.toHaveAccessibleName(/Azerbaijani only/);
  // An item whose translation an editor marked pending says when, instead of the generic notice.
  const pending = news.find((n) => n.translation_due)!;
  const [y, m, d] = pending.translation_due!.split('-');
  await page.goto(`/en/xeber/${pending.id}`);
  await expect(page.getByRole('main')).toContainText(`English version expected by ${d}-${m}-${y}`);
  await expect(page.getByRole('main')).not.toContainText('has not been translated');
  // After a client-side move to the untranslated item the switch follows (CSS reads the page).
  await page.goto('/xeberler');
  await page.getByRole('link', { name: azOnly.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/xeber/${azOnly.id}$`));
  await expect(toEnglish).toHaveAccessibleName(/Azerbaijani only/);
});

test('local: the English list shows an untranslated item, labelled and marked, JavaScript off', async ({
  browser,
  request,
}) => {
  const news = await englishNews(request, E2E.local);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.local });
  const page = await context.newPage();
  await page.goto('/en/xeberler');
  const links = (selector: string) =>
    page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const shown = await links('article h3 a');
  const azOnly = news.filter((n) => n.language === 'az' && shown.includes(`/en/xeber/${n.id}`));
  expect(azOnly.length).toBeGreaterThan(0);
  expect(await links('article[lang="az"] h3 a')).toEqual(azOnly.map((n) => `/en/xeber/${n.id}`));
  const card = page.locator('article[lang="az"]').first();
  await expect(card.getByRole('heading')).toHaveText(azOnly[0]!.title);
  await expect(card.getByText('In Azerbaijani')).toHaveAttribute('lang', 'en');
  await expect(card.getByText('In Azerbaijani')).toBeVisible();
  // Without JavaScript the switch's warning is there all the same (CSS, not a script).
  await page.goto(`/xeber/${azOnly[0]!.id}`);
  await expect(page.getByText('(this page is in Azerbaijani only)')).toBeVisible();
  await context.close();
});

for (const [shape, base] of [
  ['a', E2E.remote],
  ['b', E2E.remoteB],
] as const) {
  test(`spec-only upstream ${shape}: an item with an empty or missing English title is untranslated`, async ({
    page,
    request,
  }) => {
    const news = await englishNews(request, base);
    const ids = up.UNTRANSLATED_NEWS.map((i) => up.PUBLICATIONS.xeberler[i]!.id);
    expect(news.filter((n) => n.language === 'az').map((n) => n.id)).toEqual(ids);
    const item = news.find((n) => n.id === ids[0])!;
    expect(item.title).toBe(up.PUBLICATIONS.xeberler[up.UNTRANSLATED_NEWS[0]!]!.title.az);
    await untranslatedPages(page, base, item, /has not been translated into English/);

    const h = head(page);
    await page.goto(`${base}/en/page/${up.UNTRANSLATED_PAGE}`);
    expect(await h.robots()).toBe('noindex, follow');
    expect(await h.canonical()).toBe(`${base}/page/${up.UNTRANSLATED_PAGE}`);
    await page.goto(`${base}/page/sedr`);
    expect(await h.alternates()).toHaveLength(3);
  });
}
