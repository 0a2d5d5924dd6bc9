import { expect, test, type Page } from '@playwright/test';

const L = {
  az: {
    prefix: '',
    empty: 'Açar söz qeyd edilməyib',
    nothing: 'Heç bir nəticə tapılmadı',
    some: 'Bütün sözlərinizi saxlayan nəticə yoxdur. Sözlərinizin bəziləri üzrə nəticələr',
    news: 'Xəbərlər',
    records: 'Hesabatlar və rəylər',
  },
  en: {
    prefix: '/en',
    empty: 'No keyword was entered',
    nothing: 'No results were found',
    some: 'Nothing holds all of your words. Results for some of your words',
    news: 'News',
    records: 'Reports and opinions',
  },
} as const;

/** The links of one group of results, with the words marked in each. */
async function group(page: Page, heading: string) {
  const section = page.getByRole('region', { name: heading, exact: true });
  return section.getByRole('link').evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute('href'),
      text: a.textContent,
      marked: [...a.querySelectorAll('mark')].map((m) => m.textContent),
    })),
  );
}

for (const locale of ['az', 'en'] as const) {
  const t = L[locale];

  test(`${locale}: an empty or blank keyword says no keyword was entered`, async ({ page }) => {
    for (const qs of ['', '?query=', '?query=%20%20%20']) {
      const response = await page.goto(`${t.prefix}/search${qs}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(t.empty);
    }
  });

  test(`${locale}: a keyword nothing matches says nothing was found`, async ({ page }) => {
    await page.goto(`${t.prefix}/search?query=qqqzzzxx`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t.nothing);
    // No group of results (the e-mail alerts form, docs/alerts.md, is its own region).
    await expect(
      page
        .getByRole('main')
        .getByRole('region')
        .filter({ hasNot: page.locator('form') }),
    ).toHaveCount(0);
  });

  test(`${locale}: the results page is not indexed and keeps the trimmed keyword`, async ({
    page,
  }) => {
    await page.goto(`${t.prefix}/search?query=%20%20audit%20%20`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('audit');
    await expect(page.getByRole('main').getByRole('status')).toContainText('“audit”');
  });
}

test('az: diacritic-free keywords find Azerbaijani words, marked in the titles', async ({
  page,
}) => {
  await page.goto('/search?query=azerisiq');
  expect(await group(page, L.az.records)).toEqual([
    expect.objectContaining({ href: '/audit/53', marked: ['Azərişıq'] }),
  ]);
  expect(await group(page, L.az.news)).toEqual([
    expect.objectContaining({ href: '/xeber/56', marked: ['Azərişıq'] }),
  ]);

  await page.goto('/search?query=SIRKET');
  const news = await group(page, L.az.news);
  expect(news.map((n) => n.marked)).toContainEqual(['şirkətlərində']);

  await page.goto('/search?query=Isiq');
  expect((await group(page, L.az.news))[0]?.marked).toEqual(['İşıqlandırma']);

  await page.goto('/search?query=xeber');
  expect((await group(page, L.az.news))[0]?.marked).toEqual(['xəbər']);
});

test('az: groups come in the order of the spec, each with its label', async ({ page }) => {
  await page.goto('/search?query=audit');
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  const order = [
    'Hesabatlar və rəylər',
    'Xəbərlər',
    'Elanlar',
    'Çıxışlar',
    'Müsahibələr',
    'Jurnallar',
    'Layihələr',
  ];
  // The groups' headings (the e-mail alerts form's heading follows them).
  const groups = headings.filter((h) => order.includes(h));
  expect(groups.length).toBeGreaterThan(2);
  expect(groups).toEqual(order.filter((h) => headings.includes(h)));
  expect(headings.slice(0, groups.length)).toEqual(groups);
  // Each hit links to its journal; the group's last link leads to all of its hits.
  for (const link of await group(page, 'Jurnallar'))
    expect(link.href).toMatch(/^\/(jurnal\/\d+|search\?query=audit&type=jurnallar)$/);
});

test('en: markup in the keyword is shown as text, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto(`/en/search?query=${encodeURIComponent('<img src=x onerror=alert(1)> audit')}`);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(
    '<img src=x onerror=alert(1)> audit',
  );
  // Answered as words ("audit" finds some of them), never as markup.
  await expect(page.getByRole('main').getByRole('status')).toHaveText(L.en.some);
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the header search box leads to the results page', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('search').getByRole('searchbox').fill('  reforestation  ');
  await page.getByRole('search').getByRole('button').click();
  await expect(page).toHaveURL(/\/en\/search\?query=reforestation$/);
  expect((await group(page, L.en.records)).map((r) => r.href)).toContain('/en/audit/54');
});

test.describe('search that forgives', () => {
  test.use({ javaScriptEnabled: false });

  test('a misspelled keyword shows the results of the right word, and offers the words as typed', async ({
    page,
  }) => {
    await page.goto('/search?query=Az%C9%99ri%C5%9Fk');
    const main = page.getByRole('main');
    // The word as the content spells it, not the folded key (issue 26).
    await expect(main.getByRole('status')).toHaveText(
      '“Azərişk” üzrə nəticə tapılmadı. “Azərişıq” üzrə nəticələr göstərilir.',
    );
    await expect(main.getByRole('link', { name: /Azərişıq/ }).first()).toBeVisible();
    await main.getByRole('link', { name: 'Azərişk', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=Az%C9%99ri%C5%9Fk&exact=1$/);
    await expect(main.getByRole('status')).toHaveText(L.az.nothing);
    const suggestion = main.getByRole('link', { name: 'Azərişıq', exact: true });
    await expect(suggestion).toHaveAttribute(
      'href',
      `/search?${new URLSearchParams({ query: 'Azərişıq' })}`,
    );
    await suggestion.click();
    await expect(main.getByRole('link', { name: /Azərişıq/ }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Azərişıq', exact: true })).toHaveCount(0);
  });

  test('en: the suggestion link keeps the language', async ({ page }) => {
    await page.goto('/en/search?query=auditt');
    await expect(page.getByRole('main').getByRole('link', { name: 'auditt' })).toHaveAttribute(
      'href',
      '/en/search?query=auditt&exact=1',
    );
    await page.goto('/en/search?query=auditt&exact=1');
    await expect(page.getByRole('main')).toContainText('Did you mean');
    await expect(page.getByRole('main').getByRole('link', { name: 'audit' })).toHaveAttribute(
      'href',
      '/en/search?query=audit',
    );
  });

  test('a word inside a longer word is found and marked', async ({ page }) => {
    await page.goto('/search?query=isiq');
    const hit = page
      .getByRole('main')
      .getByRole('link', { name: /Azərişıq/ })
      .first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText(/Azərişıq/);
  });
});
