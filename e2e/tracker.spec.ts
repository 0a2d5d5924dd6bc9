import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi } from './helpers';

type Row = {
  qurum_name: string;
  nov_name: string;
  movzu: string;
  metn: string;
  status_name: string;
};
type Filter = { il?: number; qurum?: number; nov?: number; status?: number; page?: number };

const COLUMNS = ['qurum_name', 'nov_name', 'movzu', 'metn', 'status_name'] as const;

/** The cells of the table's rows, as text. */
function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('#tracker-table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
}

async function apiRows(request: APIRequestContext, base: string, language: string, f: Filter) {
  const reply = await callApi(request, base, 'tovsiyyeler', { language, limit: 13, ...f });
  return ((await reply.json()).tovsiyyeler as Row[]).map((r) => COLUMNS.map((c) => r[c]));
}

async function pageCount(request: APIRequestContext, base: string, f: Filter, limit = 13) {
  const reply = await callApi(request, base, 'tovsiyyePageCount', { limit, ...f });
  return (await reply.json()) as { page_count: number; max_date: string };
}

/** A small RFC 4180 reader: enough for the site's own CSV. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (quoted || c !== '\r') {
      field += c;
    }
  }
  return rows;
}

const APPLY = { az: 'Göstər', en: 'Show' } as const;

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  const path = `${prefix}/qerarlarin-izlenilmesi`;

  test(`${locale}: the first year by default, its rows, the data date and the status counts`, async ({
    page,
    request,
    baseURL,
  }) => {
    const years = (await (await callApi(request, baseURL!, 'tovsiyyeIller', {})).json()).iller;
    const il = years[0] as number;
    const { max_date } = await pageCount(request, baseURL!, { il });
    await page.goto(path);
    await expect(page.locator('#tracker-il')).toHaveValue(String(il));
    expect(await tableRows(page)).toEqual(await apiRows(request, baseURL!, locale, { il }));
    const [y, m, d] = max_date.slice(0, 10).split('-');
    await expect(page.locator('[data-max-date]')).toContainText(`${d}-${m}-${y}`);

    const statuses = (
      await (await callApi(request, baseURL!, 'tovsiyyeStatuslar', { language: locale })).json()
    ).statuslar as Array<{ id: number; name: string }>;
    const figure = page.getByRole('figure');
    for (const s of statuses) {
      const { page_count: count } = await pageCount(request, baseURL!, { il, status: s.id }, 1);
      const bar = figure.locator(`[data-status="${s.id}"]`);
      await expect(bar).toContainText(s.name);
      await expect(bar.locator('[data-count]')).toHaveAttribute('data-count', String(count));
      await expect(bar.locator('[data-count]')).toContainText(String(count));
    }
    // The figures above the table are the year's, for every institution.
    await expect(page.locator('#tracker-figures')).toHaveText(
      locale === 'en' ? `Figures: all institutions, ${il}` : `Göstəricilər: bütün qurumlar, ${il}`,
    );
    const { page_count: total } = await pageCount(request, baseURL!, { il }, 1);
    await expect(page.locator('[data-figure="total"] dd')).toHaveAttribute(
      'data-count',
      String(total),
    );
  });

  test(`${locale}: pages of every year, and a filter change goes back to page 1`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { page_count } = await pageCount(request, baseURL!, {});
    expect(page_count).toBeGreaterThan(2);
    await page.goto(`${path}?il=all`);
    const pager = page.getByRole('navigation', { name: /Cədvəlin səhifələri|Pages of the table/ });
    await pager.getByRole('link', { name: locale === 'en' ? 'Page 2' : 'Səhifə 2' }).click();
    await expect(page).toHaveURL(/\?il=all&page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    expect(await tableRows(page)).toEqual(await apiRows(request, baseURL!, locale, { page: 2 }));
    await pager
      .getByRole('link', { name: locale === 'en' ? 'Next page' : 'Növbəti səhifə' })
      .click();
    await expect(page).toHaveURL(/\?il=all&page=3$/);
    expect(await tableRows(page)).toEqual(await apiRows(request, baseURL!, locale, { page: 3 }));

    // Choosing does not submit (WCAG 3.2.2): the page stays until the button is pressed.
    await page.locator('#tracker-status').selectOption('3');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\?il=all&page=3$/);
    await page.getByRole('button', { name: APPLY[locale], exact: true }).click();
    await expect(page).toHaveURL(/\?il=all&status=3$/);
    const filtered = await pageCount(request, baseURL!, { status: 3 });
    await expect(page.locator('#tracker-table caption')).toContainText(
      locale === 'en' ? `page 1 of ${filtered.page_count}` : `səhifə 1 / ${filtered.page_count}`,
    );
    await expect
      .poll(() => tableRows(page))
      .toEqual(await apiRows(request, baseURL!, locale, { status: 3 }));
  });

  test(`${locale}: changing the year alone reloads nothing; the button applies it`, async ({
    page,
    request,
    baseURL,
  }) => {
    const years = (await (await callApi(request, baseURL!, 'tovsiyyeIller', {})).json()).iller;
    await page.goto(path);
    const before = await tableRows(page);
    await page.locator('#tracker-il').selectOption(String(years[1]));
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await tableRows(page)).toEqual(before);
    await page.getByRole('button', { name: APPLY[locale], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?il=${years[1]}`));
    await expect
      .poll(() => tableRows(page))
      .toEqual(await apiRows(request, baseURL!, locale, { il: years[1] }));
  });

  test(`${locale}: each status is a tag in words, coloured as its bar in the chart`, async ({
    page,
  }) => {
    await page.goto(`${path}?il=all`);
    const tags = page.locator('#tracker-table td[data-column="status_name"] strong');
    expect(await tags.count()).toBeGreaterThan(0);
    for (const tag of await tags.all()) {
      const name = (await tag.textContent())!.trim();
      expect(name.length).toBeGreaterThan(0);
      const bar = page
        .getByRole('figure')
        .locator('li')
        .filter({ has: page.getByText(name, { exact: true }) });
      const tone = await bar.locator('rect').getAttribute('data-tone');
      await expect(tag).toHaveAttribute('data-tone', tone!);
      // The tag's colour is the bar's colour, not the default text colour.
      const [edge, fill] = await Promise.all([
        tag.evaluate((el) => getComputedStyle(el).borderLeftColor),
        bar.locator('rect').evaluate((el) => getComputedStyle(el).fill),
      ]);
      expect(edge).toBe(fill);
    }
  });

  test(`${locale}: up to seven pages, the pager shows every page`, async ({
    page,
    request,
    baseURL,
  }) => {
    const filters: Filter[] = [{}, { status: 1 }, { status: 2 }, { status: 3 }, { status: 4 }];
    const counts = await Promise.all(filters.map((f) => pageCount(request, baseURL!, f)));
    const i = counts.findIndex((c) => c.page_count >= 3 && c.page_count <= 7);
    expect(i, 'a filter of 3 to 7 pages in the demo data').toBeGreaterThanOrEqual(0);
    const n = counts[i]!.page_count;
    const status = filters[i]!.status;
    await page.goto(`${path}?il=all${status ? `&status=${status}` : ''}`);
    const pager = page.getByRole('navigation', { name: /Cədvəlin səhifələri|Pages of the table/ });
    const numbers = await pager.locator('a:not([rel])').allTextContents();
    expect(numbers).toEqual(Array.from({ length: n }, (_, k) => String(k + 1)));
    await expect(pager).not.toContainText('…');
  });

  test(`${locale}: CSV and JSON downloads carry the filters and hold the table's rows`, async ({
    page,
    request,
  }) => {
    await page.goto(`${path}?il=all&nov=2`);
    const rows = await tableRows(page);
    expect(rows.length).toBeGreaterThan(0);
    const csvHref = await page.locator('a[data-format="csv"]').getAttribute('href');
    expect(csvHref).toBe(`/api/tovsiyyeler/export?nov=2&language=${locale}&format=csv`);
    const csv = await request.get(csvHref!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toContain('attachment');
    const text = (await csv.body()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...body] = parseCsv(text.slice(1));
    expect(header).toEqual(
      locale === 'en'
        ? ['No.', 'Year', 'Institution', 'Type', 'Subject', 'Recommendation', 'Status']
        : ['№', 'İl', 'Qurum', 'Növ', 'Mövzu', 'Tövsiyənin mətni', 'Status'],
    );
    expect(body.slice(0, rows.length).map((r) => r.slice(2))).toEqual(rows);

    const jsonHref = await page.locator('a[data-format="json"]').getAttribute('href');
    const json = await (await request.get(jsonHref!)).json();
    expect(json.filters).toEqual({ il: null, qurum: null, nov: 2, status: null });
    expect(json.rows.length).toBe(body.length);
    expect(json.rows.slice(0, rows.length).map((r: Row) => COLUMNS.map((c) => r[c]))).toEqual(rows);
    expect(json.columns.map((c: { title: string }) => c.title)).toEqual(header);

    // The history of the same filters as its own file (docs/tracker.md, "The history as open
    // data"): one row per status change, newest first, of the recommendations above.
    const historyHref = await page.locator('a[data-history-format="csv"]').getAttribute('href');
    expect(historyHref).toBe(
      `/api/tovsiyyeler/export?nov=2&language=${locale}&format=csv&file=history`,
    );
    const history = await request.get(historyHref!);
    expect(history.headers()['content-type']).toContain('text/csv');
    expect(history.headers()['content-disposition']).toContain('tovsiyyeler-tarixce.csv');
    const [historyHeader, ...changes] = parseCsv((await history.body()).toString('utf8').slice(1));
    expect(historyHeader).toEqual(
      locale === 'en'
        ? [
            'Change No.',
            'Recommendation No.',
            'Subject',
            'Institution',
            'Previous status',
            'New status',
            'Date',
          ]
        : [
            'Dəyişikliyin №',
            'Tövsiyənin №',
            'Mövzu',
            'Qurum',
            'Əvvəlki status',
            'Yeni status',
            'Tarix',
          ],
    );
    expect(changes.length).toBeGreaterThan(0);
    const [id, tovsiyye, movzu, qurum, , status, since] = changes[0]!;
    expect(id).toMatch(/^\d+$/);
    expect(body.map((r) => r[0])).toContain(tovsiyye);
    expect(movzu && qurum && status).toBeTruthy();
    expect(since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = changes.map((c) => c[6]!);
    expect(dates).toEqual([...dates].sort().reverse());
    // A recommendation's first entry has no status before it: it was new.
    expect(changes.some((c) => c[4] === '')).toBe(true);

    const historyJsonHref = await page
      .locator('a[data-history-format="json"]')
      .getAttribute('href');
    const historyJson = await (await request.get(historyJsonHref!)).json();
    expect(historyJson.filters).toEqual({ il: null, qurum: null, nov: 2, status: null });
    expect(historyJson.truncated).toBe(false);
    expect(historyJson.rows.length).toBe(changes.length);
    expect(historyJson.rows[0]).toEqual({
      id: Number(id),
      tovsiyye_id: Number(tovsiyye),
      movzu,
      qurum_name: qurum,
      from_status_name: changes[0]![4] || null,
      status_name: status,
      since,
    });
  });
}

test('bad download filters answer 400 JSON, never 500', async ({ request }) => {
  for (const query of [
    'format=xml',
    'il=abc',
    'qurum=-1',
    'status=1e3',
    'language=fr',
    'file=everything',
    'file=history&nov=x',
  ]) {
    const response = await request.get(`/api/tovsiyyeler/export?${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).status, query).toBe(false);
  }
});

test('nonsense in the address falls back to the defaults', async ({ page }) => {
  const response = await page.goto('/qerarlarin-izlenilmesi?il=1900&qurum=x&page=999');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#tracker-il')).not.toHaveValue('all');
  await expect(page.locator('#tracker-table tbody tr').first()).toBeVisible();
});

test('375 px: the page itself never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/qerarlarin-izlenilmesi?il=all');
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
  await expect(page.locator('#tracker-table td').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form and the page links work', async ({ page, request, baseURL }) => {
    await page.goto('/qerarlarin-izlenilmesi?page=1');
    await page.locator('#tracker-il').selectOption('all');
    await page.locator('#tracker-qurum').selectOption('7');
    await page.getByRole('button', { name: 'Göstər', exact: true }).click();
    await expect(page).toHaveURL(/\?il=all&qurum=7&nov=&status=$/);
    const rows = await tableRows(page);
    expect(rows).toEqual(await apiRows(request, baseURL!, 'az', { qurum: 7 }));

    // The institution's figures, server-rendered: named in the heading, the total its rows over
    // every page, implemented the chart's count, open the rest, old open ones year by year.
    const options = await callApi(request, baseURL!, 'tovsiyyeQurumlar', { language: 'az' });
    const qurumlar: Array<{ id: number; name: string }> = (await options.json()).qurumlar;
    const name = qurumlar.find((q) => q.id === 7)!.name;
    await expect(page.locator('#tracker-figures')).toHaveText(`Göstəricilər: ${name}, bütün illər`);
    const figure = async (key: string) => {
      const value = await page.locator(`[data-figure="${key}"] dd`).getAttribute('data-count');
      expect(value, key).toMatch(/^\d+$/);
      return Number(value);
    };
    const caption = await page.locator('#tracker-table caption').textContent();
    const pages = Number(/\/ (\d+)/.exec(caption ?? '')?.[1]);
    let count = rows.length;
    for (let p = 2; p <= pages; p++)
      count += (await apiRows(request, baseURL!, 'az', { qurum: 7, page: p })).length;
    const total = await figure('total');
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(count);
    const implemented = await figure('implemented');
    const bar = page.getByRole('figure').locator('[data-status="1"] [data-count]');
    await expect(bar).toHaveAttribute('data-count', String(implemented));
    expect(await figure('open')).toBe(total - implemented);
    const thisYear = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Baku', year: 'numeric' });
    const cutoff = Number(thisYear.format(new Date())) - 3;
    const years: number[] = (await (await callApi(request, baseURL!, 'tovsiyyeIller', {})).json())
      .iller;
    let old = 0;
    for (const il of years.filter((y) => y <= cutoff)) {
      const all = await pageCount(request, baseURL!, { il, qurum: 7 }, 1);
      const done = await pageCount(request, baseURL!, { il, qurum: 7, status: 1 }, 1);
      old += all.page_count - done.page_count;
    }
    await expect(page.locator('[data-figure="openOld"] dt')).toHaveText(
      `Açıq, ${cutoff} və ya daha əvvəlki illərdə verilib`,
    );
    expect(await figure('openOld')).toBe(old);

    await page.goto('/qerarlarin-izlenilmesi?il=all');
    await page.getByRole('link', { name: 'Növbəti səhifə' }).click();
    await expect(page).toHaveURL(/\?il=all&page=2$/);
    expect(await tableRows(page)).toEqual(await apiRows(request, baseURL!, 'az', { page: 2 }));
  });
});
