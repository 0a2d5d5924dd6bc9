import { expect, test, type Page } from '@playwright/test';
import * as up from './fixtures/spec-upstream/data';
import { UPSTREAM_TOKEN } from './fixtures/spec-upstream/token';
import { E2E } from '../playwright.config';
import { SAMPLE_REQUEST } from '../test/fixtures/call-cases';

/**
 * The same build over the spec-only upstream (e2e/fixtures/spec-upstream), in
 * both of its shapes: every page shows the upstream's own content, never the
 * demo seed's.
 */
const VARIANTS = [
  ['shape a (objects, nested menu, numeric ids)', E2E.remote],
  ['shape b (one-element arrays, flat menu, string ids, dates with time)', E2E.remoteB],
] as const;

const main = (page: Page) => page.getByRole('main');
const titles = (page: Page) =>
  main(page)
    .getByRole('article')
    .getByRole('heading')
    // without the visually hidden note in brackets ("(PDF fayl, ...)", "(Video qrupu)")
    .evaluateAll((hs) =>
      hs.map((h) => (h.textContent ?? '').replace(/\s*\([^)]*\)\s*$/, '').trim()),
    );

for (const [name, base] of VARIANTS) {
  test.describe(`over the spec-only upstream, ${name}`, () => {
    test('az home: upstream news, no activity report in the slider, about text from the messages', async ({
      page,
    }) => {
      const response = await page.goto(`${base}/`);
      expect(response?.status()).toBe(200);
      const grid = page.getByRole('list', { name: 'Son xəbərlər' });
      await expect(grid.getByRole('listitem')).toHaveCount(12);
      await expect(grid.getByRole('listitem').first()).toContainText('Mənbə xəbəri 1');
      const slides = await page
        .locator('[data-slide] a[href]')
        .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
      const records = slides.filter((h) => /^\/(audit|rey|fealiyyet-hesabati)\/\d+$/.test(h!));
      expect(records).toHaveLength(7);
      for (const href of records) expect(href).not.toMatch(/^\/fealiyyet-hesabati\//);
      await expect(main(page)).toContainText('Hesablama Palatası dövlət maliyyəsi');
      await expect(main(page)).toContainText('Mənbə çıxışı 1');
      await expect(main(page)).not.toContainText('Hesablama Palatasının sədri');
    });

    test('en home: English titles, activity reports allowed in the slider', async ({ page }) => {
      await page.goto(`${base}/en`);
      await expect(
        page.getByRole('list', { name: 'Latest news' }).getByRole('listitem').first(),
      ).toContainText('Upstream news 1');
      const hrefs = await page
        .locator('[data-slide] a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.some((h) => /^\/en\/fealiyyet-hesabati\/\d+$/.test(h!))).toBe(true);
    });

    test('the menu: top items by order_num, nested links from either form', async ({ page }) => {
      await page.goto(`${base}/en/page/sedr`);
      const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
      await expect(nav.getByRole('button')).toHaveText(['Upstream about', 'Upstream media']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upstream page sedr');
      await expect(main(page)).toContainText('Upstream page text: sedr.');
      await page.goto(`${base}/page/saytin-xeritesi`);
      const tree = main(page);
      await expect(tree.getByRole('link', { name: 'Mənbə aparat' })).toHaveAttribute(
        'href',
        '/page/struktur',
      );
    });

    test('a static page the upstream refuses is the 404 page, not the error page', async ({
      page,
    }) => {
      const missing = await page.goto(`${base}/page/bele-sehife-yoxdur`);
      expect(missing?.status()).toBe(404);
      await expect(main(page)).toContainText('Səhifə tapılmadı');
    });

    test('lists and items: upstream titles in both languages', async ({ page }) => {
      await page.goto(`${base}/xeberler`);
      expect((await titles(page)).slice(0, 2)).toEqual(['Mənbə xəbəri 1', 'Mənbə xəbəri 2']);
      const news = up.PUBLICATIONS.xeberler[1]!;
      await page.goto(`${base}/en/xeber/${news.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upstream news 2');
      await expect(main(page)).toContainText('24-12-2024');
      await page.goto(`${base}/en/elanlar?section=satinalma`);
      const elan = await titles(page);
      expect(elan.length).toBeGreaterThan(0);
      for (const t of elan) expect(t).toMatch(/^Upstream announcement (1|3|5|7|9|11|13)$/);
      await page.goto(`${base}/layiheler?cat=11`);
      expect(await titles(page)).toEqual([
        'Mənbə layihəsi 1',
        'Mənbə layihəsi 3',
        'Mənbə layihəsi 5',
        'Mənbə layihəsi 7',
      ]);
      const missing = await page.goto(`${base}/en/xeber/4242`);
      expect(missing?.status()).toBe(404);
    });

    test('a record with its facts linked to the filter, and the filter', async ({ page }) => {
      const record = up.RECORDS.find((r) => r.type === 2)!;
      await page.goto(`${base}/en/audit/${record.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.title.en);
      // The facts from the ids and _title fields §3 gives (an audit: no opinion's, no activity's).
      const facts = main(page).locator('dl > div');
      await expect(facts.locator('dt')).toHaveText([
        'Type',
        'Audit type',
        'Audit area',
        'Geography',
        'Year',
      ]);
      await expect(facts.locator('dd')).toHaveText([
        'Upstream audit',
        `Upstream audit type ${record.audit_nov! - 60}`,
        'Upstream area 1',
        'Upstream geography 1',
        String(record.il),
      ]);
      await expect(facts.locator('dd a')).toHaveCount(4);
      await expect(facts.getByRole('link', { name: 'Upstream area 1' })).toHaveAttribute(
        'href',
        `/en/filter?type=audit&audit_sahe=${record.audit_sahe}`,
      );
      await page.goto(`${base}/en/filter?type=rey`);
      await expect(main(page)).toContainText('Upstream record');
      const hrefs = await main(page)
        .locator('a[href*="/rey/"], a[href*="/audit/"], a[href*="/fealiyyet-hesabati/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const h of hrefs) expect(h).toMatch(/^\/en\/rey\/\d+$/);
    });

    test('search, tracker, infographics, summaries', async ({ page }) => {
      await page.goto(`${base}/en/search?query=Upstream%20news%201`);
      await expect(main(page)).toContainText('Upstream news 10');
      await page.goto(`${base}/en/qerarlarin-izlenilmesi`);
      await expect(main(page)).toContainText('Mənbə tövsiyə mövzusu');
      // Its statuses have other ids than TRACKER_STATUS_IMPLEMENTED: the total only, not guessed.
      await expect(main(page).locator('[data-figure]')).toHaveCount(1);
      await expect(main(page).locator('[data-figure="total"]')).toBeVisible();
      await page.goto(`${base}/infoqrafikler?year=2024`);
      await expect(main(page)).toContainText('Mənbə infoqrafiki 2024-1');
      await page.goto(`${base}/hesabat-xulasesi`);
      await expect(main(page)).toContainText('Mənbə hesabat xülasəsi 2');
    });

    test('videos: the top level holds no group member; a group lists its members', async ({
      page,
    }) => {
      await page.goto(`${base}/videolar`);
      const top = await titles(page);
      expect(top).toContain('Mənbə video qrupu');
      expect(top.filter((t) => t.startsWith('Mənbə videosu'))).toHaveLength(5);
      expect(top.some((t) => t.startsWith('Mənbə qrup videosu'))).toBe(false);
      await page.goto(`${base}/en/videolar?group=9501`);
      expect((await titles(page)).sort()).toEqual([
        'Mənbə qrup videosu 1',
        'Mənbə qrup videosu 2',
        'Mənbə qrup videosu 3',
      ]);
    });

    test('legal documents by order_num whatever order the upstream answers', async ({ page }) => {
      for (const path of ['/qanunlar', '/en/huquqi-aktlar']) {
        await page.goto(`${base}${path}`);
        const list = path.split('/').pop();
        expect(await titles(page)).toEqual([1, 2, 3, 4].map((n) => `Mənbə sənədi ${list} ${n}`));
      }
      await page.goto(`${base}/en/dovlet-qullugu#huquqi-aktlar`);
      await expect(page.getByRole('tabpanel')).toContainText(
        'Upstream page text: dq-huquqi-aktlar.',
      );
    });

    test('the survey and the request form: a missing token is the spec error, a token goes upstream', async ({
      request,
    }) => {
      const answer = { answers: [{ question_id: 1502, text: 'Mənbə cavabı' }] };
      const none = await request.post(`${base}/api/sorgu`, { data: answer });
      expect(none.status()).toBe(400);
      expect(await none.json()).toMatchObject({ status: false, message: 'Captcha yanlışdır' });
      const ok = await request.post(`${base}/api/sorgu`, {
        data: { ...answer, verified_token: UPSTREAM_TOKEN },
      });
      expect(await ok.json()).toMatchObject({ status: true });
      const form = await request.post(`${base}/api/sorgu-ve-muracietler/add`, {
        multipart: { ...SAMPLE_REQUEST, sosial_durum: '31', muraciet_novu: '1' },
      });
      expect(await form.json()).toMatchObject({ status: false, message: 'Captcha yanlışdır' });
      const sent = await request.post(`${base}/api/sorgu-ve-muracietler/add`, {
        multipart: {
          ...SAMPLE_REQUEST,
          sosial_durum: '31',
          muraciet_novu: '1',
          verified_token: UPSTREAM_TOKEN,
        },
      });
      expect(await sent.json()).toMatchObject({ status: true });
      const challenge = await request.get(`${base}/api/captcha/challenge`);
      expect(challenge.status()).toBe(404);
    });
  });
}

test('with a reCAPTCHA site key the request form shows the upstream options', async ({ page }) => {
  await page.goto(`${E2E.remote}/sorgu-ve-muracietler`);
  await expect(page.locator('#f-sosial_durum option', { hasText: 'Mənbə tələbə' })).toHaveCount(1);
  await expect(page.getByText('Bu forma Google reCAPTCHA ilə qorunur.')).toBeVisible();
});

test('without a reCAPTCHA site key the forms say they are unavailable and give the contacts', async ({
  page,
}) => {
  for (const path of ['/sorgu-ve-muracietler', '/en/sorgu']) {
    await page.goto(`${E2E.remoteB}${path}`);
    const notice = page.locator('[data-forms-unavailable]');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
    // No form in the page's body (the header's search and the footer's theme switch stay).
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
  }
});

test.describe('an upstream that is down', () => {
  test('gives API callers status false with the default message, not a crash', async ({
    request,
  }) => {
    const response = await request.post(`${E2E.deadUpstream}/api/xeberler/get`, {
      data: { limit: 3 },
    });
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ status: false, message: 'Bilinməyən xəta baş verdi' });
  });

  test('gives visitors the spec error on the page, never a blank page', async ({ page }) => {
    const response = await page.goto(`${E2E.deadUpstream}/`);
    // The upstream refused the connection: 502 (lib/core/content/source/errors.ts, docs/errors.md).
    expect(response?.status()).toBe(502);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xəta baş verdi');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Bilinməyən xəta baş verdi',
    );
  });
});
