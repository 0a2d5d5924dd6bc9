import { expect, test, type Page } from '@playwright/test';

const L = {
  az: {
    prefix: '',
    results: 'Nəticələr',
    audit: 'Audit',
    rey: 'Rəy',
    reports: 'Fəaliyyət hesabatı',
    financial: 'Maliyyə auditi',
    groups: {
      auditNov: 'Auditin növü',
      area: 'Audit sahəsi',
      geo: 'Coğrafiya',
      scope: 'Rəyin əhatə dairəsi',
      stage: 'Büdcə mərhələsi',
      year: 'İl',
    },
    keyword: 'Açar söz',
    pageSize: 'Səhifədə',
    apply: 'Tətbiq et',
    submit: 'Axtar',
    more: 'Daha çox göstər',
    empty: 'Göstəriləcək məlumat tapılmadı',
    search: ['azerisiq', '/audit/53'],
  },
  en: {
    prefix: '/en',
    results: 'Results',
    audit: 'Audit',
    rey: 'Opinion',
    reports: 'Activity report',
    financial: 'Financial audit',
    groups: {
      auditNov: 'Audit type',
      area: 'Audit area',
      geo: 'Geography',
      scope: 'Opinion scope',
      stage: 'Budget stage',
      year: 'Year',
    },
    keyword: 'Keyword',
    pageSize: 'Per page',
    apply: 'Apply',
    submit: 'Search',
    more: 'Show more',
    empty: 'No data found to show',
    search: ['reforest', '/en/audit/54'],
  },
} as const;

/** The result cards (the list's own items, not the badges inside them). */
const cards = (page: Page, name: string) => page.getByRole('list', { name }).locator(':scope > li');
const group = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const submit = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('button', { name });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const hrefs = (page: Page, name: string) =>
  page
    .getByRole('list', { name })
    .locator('h3 a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    for (const locale of ['az', 'en'] as const) {
      const t = L[locale];
      const path = `${t.prefix}/filter`;

      test(`${locale}: the groups follow the type, and choices live in the URL`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(group(page, 'Növ').or(group(page, 'Type')).getByRole('link')).toHaveCount(3);
        await expect(group(page, t.groups.auditNov)).toHaveCount(0);
        await page.getByRole('link', { name: t.audit, exact: true }).click();
        await expect(page).toHaveURL(/\?type=audit$/);
        for (const name of [t.groups.auditNov, t.groups.area, t.groups.geo])
          await expect(group(page, name)).toBeVisible();
        for (const href of await hrefs(page, t.results)) expect(href).toMatch(/\/audit\/\d+$/);
        await page.getByRole('link', { name: t.rey, exact: true }).click();
        await expect(page).toHaveURL(/\?type=rey$/);
        await expect(group(page, t.groups.scope)).toBeVisible();
        await expect(group(page, t.groups.stage)).toBeVisible();
        await expect(group(page, t.groups.auditNov)).toHaveCount(0);
        await page.getByRole('link', { name: t.reports, exact: true }).click();
        const years = group(page, t.groups.year).getByRole('link');
        const current = new Date().getFullYear();
        await expect(years).toHaveCount(current - 2013 + 1);
        await expect(years.first()).toHaveText(String(current));
        await expect(years.last()).toHaveText('2013');
        await years.filter({ hasText: '2025' }).click();
        await expect(page).toHaveURL(/il=2025$/);
        expect(query(page)).toEqual({ type: 'fealiyyet-hesabati', il: '2025' });
        await expect(cards(page, t.results)).toHaveCount(1);
        await expect(cards(page, t.results).first().getByRole('listitem')).toHaveText(['2025']);
      });

      test(`${locale}: choosing a chosen option clears it; back and forward restore`, async ({
        page,
      }) => {
        await page.goto(`${path}?type=audit`);
        await expect(cards(page, t.results)).toHaveCount(10);
        const option = group(page, t.groups.auditNov).getByRole('link', { name: t.financial });
        await option.click();
        await expect(page).toHaveURL(/\?type=audit&audit_nov=2$/);
        await expect(option).toHaveAttribute('aria-current', 'true');
        await expect(cards(page, t.results)).toHaveCount(6);
        for (const card of await cards(page, t.results).all())
          await expect(card).toContainText(t.financial);
        await option.click();
        await expect(page).toHaveURL(/\?type=audit$/);
        await expect(option).not.toHaveAttribute('aria-current');
        await expect(cards(page, t.results)).toHaveCount(10);
        await page.goBack();
        await expect(page).toHaveURL(/audit_nov=2$/);
        await expect(option).toHaveAttribute('aria-current', 'true');
        await expect(cards(page, t.results)).toHaveCount(6);
        await page.goForward();
        await expect(page).toHaveURL(/\?type=audit$/);
        await expect(cards(page, t.results)).toHaveCount(10);
      });

      test(`${locale}: page size and Load more`, async ({ page }) => {
        await page.goto(`${path}?type=rey`);
        await page.getByLabel(t.pageSize).selectOption('5');
        // Choosing changes nothing until the button applies it (WCAG 3.2.2).
        await page.waitForLoadState('networkidle');
        expect(query(page).limit).toBeUndefined();
        await submit(page, t.apply).click();
        await expect(page).toHaveURL(/limit=5/);
        expect(query(page)).toMatchObject({ type: 'rey', limit: '5' });
        await expect(cards(page, t.results)).toHaveCount(5);
        // English lists the Azerbaijani-only opinion too, labelled (docs/languages.md).
        const total = 14;
        await page.getByRole('link', { name: t.more }).click();
        await expect(cards(page, t.results)).toHaveCount(10);
        await expect(page).toHaveURL(/count=10/);
        await page.getByRole('link', { name: t.more }).click();
        await expect(cards(page, t.results)).toHaveCount(total);
        await expect(page.getByRole('link', { name: t.more })).toHaveCount(0);
        await page.reload();
        await expect(cards(page, t.results)).toHaveCount(total);
      });

      test(`${locale}: the text search keeps the choices and starts over`, async ({ page }) => {
        await page.goto(`${path}?type=audit&count=20`);
        await expect(cards(page, t.results)).toHaveCount(20);
        await page.getByLabel(t.keyword).fill(t.search[0]);
        await submit(page, t.submit).click();
        await expect(page).toHaveURL(new RegExp(`search=${t.search[0]}`));
        expect(query(page)).toMatchObject({ type: 'audit', search: t.search[0] });
        expect(await hrefs(page, t.results)).toEqual([t.search[1]]);
        await page.getByLabel(t.keyword).fill('qqqzzzxx');
        await submit(page, t.submit).click();
        await expect(page.getByText(t.empty)).toBeVisible();
        await expect(page.getByRole('link', { name: t.more })).toHaveCount(0);
      });
    }
  });
}

// With the page's title: a known type names the list as the menu does (docs/design.md).
const NONSENSE: Array<[string, string]> = [
  ['?type=nonsense&audit_nov=abc', 'Arxiv'],
  ['?limit=7', 'Arxiv'],
  ['?limit=100000', 'Arxiv'],
  ['?type=audit&audit_nov=-1&cografiya=99999999999', 'Audit hesabatları'],
  ['?type=fealiyyet-hesabati&il=1900', 'Fəaliyyət hesabatları'],
  ['?type=rey&rey_nov=999', 'Rəylər'],
  ['?count=abc&from=-5', 'Arxiv'],
];

for (const [qs, title] of NONSENSE) {
  test(`az: nonsense query values fall back to defaults: ${qs}`, async ({ page }) => {
    const response = await page.goto(`/filter${qs}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(cards(page, 'Nəticələr')).toHaveCount(10);
    await expect(
      page.locator('[aria-current="true"]').filter({ hasNotText: /Audit|Rəy|Fəaliyyət/ }),
    ).toHaveCount(0);
    await expect(page.getByLabel('Səhifədə')).toHaveValue('10');
  });
}
