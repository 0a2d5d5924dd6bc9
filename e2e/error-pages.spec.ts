/**
 * Every 404 and the error page, with JavaScript off: the first HTML holds
 * the whole page (language, header, message, a way home, footer) and the
 * right status (docs/errors.md).
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { E2E } from '../playwright.config';

test.use({ javaScriptEnabled: false });

const TEXTS = {
  az: {
    notFound: 'Səhifə tapılmadı',
    notFoundText: 'silinmiş və ya dəyişdirilmiş',
    home: 'Ana səhifəyə qayıt',
    help: {
      causes: 'Nə baş vermiş ola bilər',
      mistyped: 'Ünvan səhv yazılmış ola bilər',
      moved: 'köçürülmüş və ya silinmiş',
      search: 'Səhifəni axtarışla tapın',
      searchLabel: 'Açar söz',
      searchButton: 'Axtar',
      sections: 'Əsas bölmələr',
      sectionLinks: { Haqqımızda: '/page/haqqimizda', Xəbərlər: '/xeberler', Arxiv: '/filter' },
      contacts: 'Bizimlə əlaqə',
    },
    error: 'Bilinməyən xəta baş verdi',
    kinds: {
      xeber: 'Xəbər tapılmadı',
      cixis: 'Çıxış tapılmadı',
      musahibe: 'Müsahibə tapılmadı',
      meqale: 'Məqalə tapılmadı',
      elan: 'Elan tapılmadı',
      jurnal: 'Jurnal tapılmadı',
      layihe: 'Layihə tapılmadı',
    },
  },
  en: {
    notFound: 'Page not found',
    notFoundText: 'removed or changed',
    home: 'Back to the home page',
    help: {
      causes: 'What may have happened',
      mistyped: 'The address may have been mistyped',
      moved: 'moved to another address or removed',
      search: 'Find the page with the search',
      searchLabel: 'Keyword',
      searchButton: 'Search',
      sections: 'Main sections',
      sectionLinks: {
        'About us': '/en/page/haqqimizda',
        News: '/en/xeberler',
        Archive: '/en/filter',
      },
      contacts: 'Contact us',
    },
    error: 'An unknown error occurred',
    kinds: {
      xeber: 'News item not found',
      cixis: 'Speech not found',
      musahibe: 'Interview not found',
      meqale: 'Article not found',
      elan: 'Announcement not found',
      jurnal: 'Journal not found',
      layihe: 'Project not found',
    },
  },
} as const;

type Locale = keyof typeof TEXTS;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

async function expectWholePage(page: Page, response: Response | null, locale: Locale) {
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('__next_error__');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: TEXTS[locale].home }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
}

/** The 404 page's help (GOV.UK's pattern): causes, the site search, main sections, contacts. */
async function expectHelp(page: Page, locale: Locale) {
  const h = TEXTS[locale].help;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: h.causes })).toBeVisible();
  await expect(main).toContainText(h.mistyped);
  await expect(main).toContainText(h.moved);
  const search = main.getByRole('search', { name: h.search });
  await expect(search).toHaveAttribute('method', 'get');
  await expect(search).toHaveAttribute('action', `${prefix(locale)}/search`);
  await expect(search.getByLabel(h.searchLabel)).toHaveAttribute('name', 'query');
  const sections = main.getByRole('navigation', { name: h.sections });
  for (const [name, href] of Object.entries(h.sectionLinks))
    await expect(sections.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(main.getByRole('heading', { level: 2, name: h.contacts })).toBeVisible();
  // The same offices, phones and e-mail addresses as the footer's.
  const footerOffices = await page.locator('footer address').allTextContents();
  expect(footerOffices.length).toBeGreaterThan(0);
  expect(await main.locator('address').allTextContents()).toEqual(footerOffices);
  for (const link of await page.locator('footer address a').all()) {
    const href = (await link.getAttribute('href'))!;
    await expect(main.locator(`address a[href="${href}"]`)).toBeVisible();
  }
}

for (const locale of ['az', 'en'] as const) {
  const t = TEXTS[locale];

  for (const [what, path] of [
    ['an unknown route', '/no-such-section'],
    ['an unknown static page', '/page/no-such-page'],
    ['an unknown record', '/audit/999999'],
    ['a hostile address', '/jurnallar/%E2%82'],
  ] as const) {
    test(`${locale}: ${what} is a whole 404 page without JavaScript`, async ({ page }) => {
      const response = await page.goto(prefix(locale) + path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      await expect(page.getByRole('main')).toContainText(t.notFoundText);
      await expectWholePage(page, response, locale);
      await expectHelp(page, locale);
    });
  }

  test(`${locale}: the 404 page's search box finds without JavaScript`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/no-such-section`);
    const search = page.getByRole('main').getByRole('search', { name: t.help.search });
    await search.getByLabel(t.help.searchLabel).fill('audit');
    await search.getByRole('button', { name: t.help.searchButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/search\\?query=audit$`));
    await expect(page.locator('#search-query')).toHaveValue('audit');
  });

  test(`${locale}: a record under another type is a whole 404 page`, async ({ page, request }) => {
    const { dercler } = await (
      await request.post('/api/dercler/get', { data: { limit: 1, type: 'audit' } })
    ).json();
    const response = await page.goto(`${prefix(locale)}/rey/${dercler[0].id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    await expectWholePage(page, response, locale);
  });

  for (const [kind, title] of Object.entries(t.kinds)) {
    test(`${locale}: an unknown ${kind} shows '${title}' without JavaScript`, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/${kind}/987654`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectWholePage(page, response, locale);
      await expectHelp(page, locale);
    });
  }

  test(`${locale}: a forged ${'x-site-error-status'} header changes nothing`, async ({ page }) => {
    // The patched renderer's internal header (docs/errors.md): the proxy strips it from requests.
    await page.setExtraHTTPHeaders({ 'x-site-error-status': '500' });
    for (const path of ['/no-such-section', '/audit/999999', '/xeber/987654']) {
      const response = await page.goto(prefix(locale) + path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(t.error);
      await expectWholePage(page, response, locale);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.kinds.xeber);
    const home = await page.goto(prefix(locale) + '/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test(`${locale}: a dead upstream gives the whole error page with a 5xx`, async ({ page }) => {
    for (const path of ['/', '/xeberler', '/xeber/1', '/page/haqqimizda']) {
      const response = await page.goto(E2E.deadUpstream + prefix(locale) + path);
      expect(response?.status(), path).toBeGreaterThanOrEqual(500);
      expect([500, 502, 504]).toContain(response?.status());
      await expect(page.getByRole('alert')).toHaveText(t.error);
      await expectWholePage(page, response, locale);
      expect(await response?.text()).not.toMatch(/at \S+ \(|node_modules|\.js:\d+/);
    }
  });
}

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  for (const locale of ['az', 'en'] as const) {
    test(`${locale}: the 404 page offers the same help`, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/no-such-section`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[locale].notFound);
      await expectHelp(page, locale);
    });
  }
});
