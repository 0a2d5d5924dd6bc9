import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

/**
 * Results a reader can finish (issue 41): the total and a count per type, the
 * types as chips that narrow the page to one, that type's pages of 20 (plain
 * links, with JavaScript and without), the results of the suggestion when the
 * typed words find nothing ("Showing results for …"), the editors' best bets;
 * over an upstream, a type narrows what it returned.
 */

const main = (page: Page) => page.getByRole('main');

/** The groups of results shown (the e-mail alerts form is a region of its own). */
const groups = (page: Page) =>
  main(page)
    .getByRole('region')
    .filter({ hasNot: page.locator('form') });

/** The type chips: each one's text ("Xəbərlər 60") and the number in it. */
async function chips(types: Locator) {
  const texts = await types
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim()));
  return texts.map((text) => ({ text, count: Number(/(\d+)$/.exec(text)?.[1]) }));
}

/** The addresses of a group's hits. */
const hrefs = (group: Locator) =>
  group
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('az: totals, a type, its pages forth and back, and all types again', async ({ page }) => {
    await page.goto('/search?query=audit');
    const summary = await main(page).getByRole('status').innerText();
    const total = Number(/^“audit” üzrə (\d+) nəticə tapıldı$/.exec(summary)?.[1]);
    const types = main(page).getByRole('navigation', { name: 'Nəticələrin növü' });
    const [all, ...kinds] = await chips(types);
    expect(all!.text).toBe(`Hamısı ${total}`);
    expect(kinds.reduce((n, c) => n + c.count, 0)).toBe(total);
    const newsCount = kinds.find((c) => c.text.startsWith('Xəbərlər '))!.count;
    expect(newsCount).toBeGreaterThan(40); // three pages at least, for the test below

    const news = main(page).getByRole('region', { name: 'Xəbərlər', exact: true });
    await expect(news.getByText(`${newsCount} nəticə`, { exact: true })).toBeVisible();
    // "All" shows the best three of each kind, so the page stays short (docs/design.md).
    const shown = await groups(page)
      .locator('ol')
      .evaluateAll((lists) => lists.map((ol) => ol.children.length));
    expect(shown).toHaveLength(kinds.length);
    expect(Math.max(...shown)).toBe(3);
    await expect(news.getByRole('listitem')).toHaveCount(3);
    await news.getByRole('link', { name: `Xəbərlər üzrə bütün ${newsCount} nəticə` }).click();
    await expect(page).toHaveURL(/\/search\?query=audit&type=xeberler$/);
    await expect(groups(page)).toHaveCount(1);
    await expect(types.getByRole('link', { name: /^Xəbərlər/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(news.getByText(`1–20, cəmi ${newsCount} nəticə`)).toBeVisible();
    const first = await hrefs(news);
    expect(first).toHaveLength(20);

    const pages = main(page).getByRole('navigation', { name: 'Nəticələrin səhifələri' });
    await expect(pages.getByRole('link', { name: 'Səhifə 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Növbəti səhifə' }).click();
    await expect(page).toHaveURL(/\/search\?query=audit&type=xeberler&page=2$/);
    await expect(news.getByText(`21–40, cəmi ${newsCount} nəticə`)).toBeVisible();
    const second = await hrefs(news);
    expect(second).toHaveLength(20);
    expect(second.filter((href) => first.includes(href))).toEqual([]);

    await pages.getByRole('link', { name: 'Əvvəlki səhifə' }).click();
    await expect(page).toHaveURL(/\/search\?query=audit&type=xeberler$/);
    expect(await hrefs(news)).toEqual(first);

    // The chosen chip clears the type.
    await types.getByRole('link', { name: /^Xəbərlər/ }).click();
    await expect(page).toHaveURL(/\/search\?query=audit$/);
    expect(await groups(page).count()).toBeGreaterThan(1);
  });
});

test('en: a chip narrows to one type and its pages turn in place', async ({ page }) => {
  await page.goto('/en/search?query=audit');
  const types = main(page).getByRole('navigation', { name: 'Type of result' });
  const news = (await chips(types)).find((c) => c.text.startsWith('News '))!;
  expect(news.count).toBeGreaterThan(20);
  await types.getByRole('link', { name: news.text }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=audit&type=xeberler$/);
  await expect(groups(page)).toHaveCount(1);
  const group = main(page).getByRole('region', { name: 'News', exact: true });
  await expect(group.getByText(`Results 1–20 of ${news.count}`)).toBeVisible();
  const pages = main(page).getByRole('navigation', { name: 'Pages of results' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=audit&type=xeberler&page=2$/);
  await expect(
    group.getByText(`Results 21–${Math.min(40, news.count)} of ${news.count}`),
  ).toBeVisible();
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(group.getByText(`Results 1–20 of ${news.count}`)).toBeVisible();
  await types.getByRole('link', { name: /^All\s+\d+$/ }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=audit$/);
});

test('a misspelling that finds nothing shows the results of the suggestion, in both languages', async ({
  page,
}) => {
  await page.goto('/search?query=b%C3%BCcd%C9%99');
  await expect(main(page).getByRole('status')).toHaveText(
    '“bücdə” üzrə nəticə tapılmadı. “büdcə” üzrə nəticələr göstərilir.',
  );
  await expect(groups(page).first()).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'bücdə', exact: true })).toHaveAttribute(
    'href',
    `/search?${new URLSearchParams({ query: 'bücdə', exact: '1' })}`,
  );

  await page.goto('/en/search?query=bugdet');
  await expect(main(page).getByRole('status')).toHaveText(
    'No results for “bugdet”. Showing results for “budget”.',
  );
  await expect(groups(page).first().locator('mark').first()).toHaveText(/^budget/i);
  // "Search instead for" the words as typed: nothing, and the suggestion as a link.
  await main(page).getByRole('link', { name: 'bugdet', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=bugdet&exact=1$/);
  await expect(main(page).getByRole('status')).toHaveText('No results were found');
  await expect(main(page).getByRole('link', { name: 'budget', exact: true })).toHaveAttribute(
    'href',
    '/en/search?query=budget',
  );
});

test('a best bet comes first, in both languages', async ({ page }) => {
  await page.goto('/search?query=vakansiya');
  const headings = main(page).getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Tövsiyə olunur');
  const bets = main(page).getByRole('region', { name: 'Tövsiyə olunur' });
  await expect(bets.getByRole('link', { name: 'Dövlət qulluğu' })).toHaveAttribute(
    'href',
    '/dovlet-qullugu',
  );

  await page.goto('/en/search?query=annual%20report');
  await expect(headings.first()).toHaveText('Recommended');
  const recommended = main(page).getByRole('region', { name: 'Recommended' });
  await expect(recommended.getByRole('link', { name: 'Activity reports' })).toHaveAttribute(
    'href',
    '/en/filter?type=fealiyyet-hesabati',
  );
  await expect(main(page).getByText('No results were found')).toHaveCount(0);
});

test('remote: a type narrows what the upstream returned, and pages within it', async ({ page }) => {
  await page.goto(`${E2E.remote}/en/search?query=Upstream`);
  const types = main(page).getByRole('navigation', { name: 'Type of result' });
  const [all, ...kinds] = await chips(types);
  expect(all!.count).toBe(kinds.reduce((n, c) => n + c.count, 0));
  const news = kinds.find((c) => c.text.startsWith('News '))!;
  expect(news.count).toBeGreaterThan(20); // the spec-only upstream has 26
  const group = main(page).getByRole('region', { name: 'News', exact: true });
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await expect(
    group.getByRole('link', { name: `All ${news.count} results in News` }),
  ).toBeVisible();

  await types.getByRole('link', { name: news.text }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=Upstream&type=xeberler$/);
  await expect(groups(page)).toHaveCount(1);
  await expect(group.getByText(`Results 1–20 of ${news.count}`)).toBeVisible();
  await main(page)
    .getByRole('navigation', { name: 'Pages of results' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/type=xeberler&page=2$/);
  await expect(group.getByRole('listitem')).toHaveCount(news.count - 20);
  // Titles only: an upstream gives no date.
  await expect(group.locator('time')).toHaveCount(0);
});
