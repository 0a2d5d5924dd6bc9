import { expect, test, type Locator } from '@playwright/test';
import { E2E } from '../playwright.config';

/**
 * Search results a reader can judge (issue 26): in local mode each hit shows
 * its type, date and an excerpt with the matched words marked, title matches
 * come before body matches, and each group says how many hits it has; over
 * an upstream only what docs/contract.md §7 gives (the title). And the words: inflected
 * queries, "Did you mean …?" in the content's own spelling.
 */

const DATE = /^\d{2}-\d{2}-\d{4}$/;

/** What a reader sees of each hit of a group. */
async function hits(group: Locator) {
  return group.getByRole('listitem').evaluateAll((items) =>
    items.map((li) => ({
      meta: li.querySelector('p:first-child span')?.textContent ?? null,
      date: li.querySelector('time')?.textContent ?? null,
      titleMarks: [...li.querySelectorAll('a mark')].map((m) => m.textContent),
      excerpt: li.querySelector('a ~ p')?.textContent ?? null,
      excerptMarks: [...li.querySelectorAll('a ~ p mark')].map((m) => m.textContent),
      // Every element inside the excerpt: only <mark>, the rest is text.
      excerptTags: [...li.querySelectorAll('a ~ p *')].map((e) => e.tagName),
    })),
  );
}

test('az: an inflected query shows type, date, a marked excerpt and a count per group', async ({
  page,
}) => {
  await page.goto('/search?query=hesabatlar');
  const records = page.getByRole('region', { name: 'Hesabatlar və rəylər', exact: true });
  const found = await hits(records);
  expect(found.length).toBeGreaterThan(0);
  // The group's total (a page shows at most 20 of them).
  const total = records.getByText(/^\d+ nəticə$/);
  await expect(total).toBeVisible();
  expect(parseInt(await total.innerText(), 10)).toBeGreaterThanOrEqual(found.length);
  for (const hit of found) {
    expect(hit.meta).toBeTruthy();
    expect(hit.date).toMatch(DATE);
    expect(hit.excerpt).toBeTruthy();
    expect(hit.excerptTags.every((t) => t === 'MARK')).toBe(true);
    // The stem `hesabat` marks the forms of the word, in the title or the excerpt.
    for (const mark of [...hit.titleMarks, ...hit.excerptMarks])
      expect(mark!.toLowerCase()).toMatch(/^hesabat/);
  }
  expect(found.some((h) => h.excerptMarks.length > 0)).toBe(true);
  // Title matches first: once a hit matched by its body alone comes, no title match follows.
  const titleMatched = found.map((h) => h.titleMarks.length > 0);
  expect(titleMatched.slice(titleMatched.indexOf(false) >>> 0).every((m) => !m)).toBe(true);
  const news = await hits(page.getByRole('region', { name: 'Xəbərlər', exact: true }));
  expect(news.every((h) => h.meta === 'Xəbər')).toBe(true);
});

test('en: English stems find English words, and each group counts its hits', async ({ page }) => {
  await page.goto('/en/search?query=budgets');
  const news = page.getByRole('region', { name: 'News', exact: true });
  const found = await hits(news);
  expect(found.length).toBeGreaterThan(0);
  // The group's total ("All" shows the best three of a kind when several kinds are found).
  const total = news.getByText(/^\d+ results?$/);
  await expect(total).toBeVisible();
  expect(parseInt(await total.innerText(), 10)).toBeGreaterThanOrEqual(found.length);
  expect(found.every((h) => h.meta === 'News item' && DATE.test(h.date ?? ''))).toBe(true);
  expect(
    found.some((h) => [...h.titleMarks, ...h.excerptMarks].some((m) => /^budget/i.test(m!))),
  ).toBe(true);
});

test('az: a misspelling that finds nothing shows the real word as the content spells it', async ({
  page,
}) => {
  await page.goto('/search?query=S%C9%99ihyy%C9%99');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    '“Səihyyə” üzrə nəticə tapılmadı. “Səhiyyə” üzrə nəticələr göstərilir.',
  );
  await expect(main.getByRole('region').first()).toBeVisible();
  // The words as typed are one click away, and offer the real word again.
  await main.getByRole('link', { name: 'Səihyyə', exact: true }).click();
  await expect(page).toHaveURL(/query=S%C9%99ihyy%C9%99&exact=1$/);
  const link = main.getByRole('link', { name: 'Səhiyyə', exact: true });
  await link.click();
  await expect(page).toHaveURL(/query=S%C9%99hiyy%C9%99$/);
  await expect(main.getByRole('region').first()).toBeVisible();
});

test('en: a misspelling shows the results of an English word of the English content', async ({
  page,
}) => {
  await page.goto('/en/search?query=budjet');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'No results for “budjet”. Showing results for “budget”.',
  );
});

test('remote: hits show the title §7 gives, no invented type, date or excerpt', async ({
  page,
}) => {
  await page.goto(`${E2E.remote}/en/search?query=Upstream%20news%201`);
  const news = page.getByRole('region', { name: 'News', exact: true });
  const found = await hits(news);
  expect(found.length).toBeGreaterThan(0);
  await expect(news.getByText(new RegExp(`^${found.length} results?$`))).toBeVisible();
  for (const hit of found) {
    expect(hit).toMatchObject({ meta: null, date: null, excerpt: null });
    expect(hit.titleMarks.length).toBeGreaterThan(0);
  }
});
