import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';

/**
 * A page per recommendation (issue 39, docs/tracker.md): reached from the tracker with its
 * filters, its status and history newest first, a full head, a link to the audit it came from,
 * whose page lists it; 404 for an unknown id; over the spec-only upstream the row is found in
 * the tracker's pages and has no history yet, nor a record.
 */
test('az: a topic in the tracker opens its page, which keeps the filters for the way back', async ({
  page,
}) => {
  await page.goto('/qerarlarin-izlenilmesi?il=2022');
  const topic = page.locator('#tracker-table td[data-column="movzu"] a').first();
  const title = (await topic.textContent())!.trim();
  await topic.click();
  await expect(page).toHaveURL(/\/qerarlarin-izlenilmesi\/\d+\?il=2022$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/qerarlarin-izlenilmesi\/\d+$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  const main = page.getByRole('main');
  await expect(main.locator('dl')).toContainText('2022');
  // History newest first; the current status heads it and is the page's tag.
  const steps = main.getByRole('region', { name: 'Statusların tarixçəsi' }).getByRole('listitem');
  expect(await steps.count()).toBeGreaterThanOrEqual(1);
  const dates = await steps
    .locator('time')
    .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(steps.first()).toContainText('tarixindən');
  const tag = main.locator('p strong').first();
  await expect(steps.first().locator('strong')).toHaveText((await tag.textContent())!);
  await expect(main).toContainText(/Verildiyi gündən keçən müddət: (\d+ il )?\d+ ay/);
  await main.getByRole('link', { name: 'Tövsiyələr siyahısına qayıt' }).click();
  await expect(page).toHaveURL(/\/qerarlarin-izlenilmesi\?il=2022$/);
});

test('az: a recommendation links to its audit, whose page lists it with its status and links back', async ({
  page,
}) => {
  // Demo recommendation 5 came from an audit (demo/content/recommendations.ts sourceAudit).
  await page.goto('/qerarlarin-izlenilmesi/5');
  const main = page.getByRole('main');
  const topic = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const status = main.locator('p strong').first();
  const statusName = (await status.textContent())!.trim();
  const tone = (await status.getAttribute('data-tone'))!;
  const fact = main.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Audit$/ }) });
  const audit = fact.getByRole('link');
  await expect(audit).toHaveAttribute('href', /^\/audit\/\d+$/);
  const auditTitle = (await audit.textContent())!.trim();
  await audit.click();
  await expect(page).toHaveURL(/\/audit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auditTitle);
  const section = page.getByRole('region', { name: 'Tövsiyələr və onların icrası' });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    'Tövsiyələr və onların icrası',
  );
  const item = section.getByRole('listitem').filter({ hasText: topic });
  await expect(item).toHaveCount(1);
  // The record's facts say how many came from it and lead to their list.
  const count = await section.getByRole('listitem').count();
  const listed = page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Tövsiyələr$/ }) })
    .getByRole('link');
  await expect(listed).toHaveText(`${count} tövsiyə`);
  await expect(listed).toHaveAttribute('href', '#record-recommendations');
  await expect(item.locator('strong')).toHaveText(statusName);
  await expect(item.locator('strong')).toHaveAttribute('data-tone', tone);
  await item.getByRole('link', { name: topic }).click();
  await expect(page).toHaveURL(/\/qerarlarin-izlenilmesi\/5$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic);
});

test('a record without recommendations has no such section', async ({ page }) => {
  // Demo audit 53 is the source of no recommendation (demo/content/recommendations.ts).
  expect((await page.goto('/audit/53'))?.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Tövsiyələr və onların icrası' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('en: the audit link and the list on the record stay in English', async ({ page }) => {
    await page.goto('/en/qerarlarin-izlenilmesi/5');
    const audit = page.getByRole('main').locator('dl').getByRole('link');
    await expect(audit).toHaveAttribute('href', /^\/en\/audit\/\d+$/);
    await page.goto((await audit.getAttribute('href'))!);
    const section = page.getByRole('region', { name: 'Recommendations and their implementation' });
    const item = section
      .getByRole('listitem')
      .filter({ has: page.locator('a[href="/en/qerarlarin-izlenilmesi/5"]') });
    await expect(item).toHaveCount(1);
    await expect(item.locator('strong')).toHaveText(
      /^(Implemented|Partially implemented|In progress|Not implemented)$/,
    );
  });

  test('en: the page reads in full, with a history of several changes', async ({ page }) => {
    // Demo recommendation 5 was implemented after being in progress (demo/load.ts statusHistory).
    const response = await page.goto('/en/qerarlarin-izlenilmesi/5');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const steps = page.getByRole('region', { name: 'Status history' }).getByRole('listitem');
    expect(await steps.count()).toBeGreaterThanOrEqual(2);
    await expect(steps.first()).toContainText(/^Implemented since \d{2}-\d{2}-\d{4}/);
    await expect(page.getByRole('main')).toContainText('Status history');
    await expect(page.getByRole('main')).not.toContainText(/[əğı]/);
  });
});

test('an unknown or malformed id is the not-found page, 404', async ({ request }) => {
  for (const path of ['/qerarlarin-izlenilmesi/999999', '/en/qerarlarin-izlenilmesi/abc']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('over the spec-only upstream: the row found in the tracker, its statuses as the site observed them', async ({
  page,
}) => {
  await page.goto(`${E2E.remote}/qerarlarin-izlenilmesi?il=2024`);
  const topic = page.locator('#tracker-table td[data-column="movzu"] a').first();
  await expect(topic).toHaveText(/^Mənbə tövsiyə mövzusu \d+$/);
  await topic.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Mənbə tövsiyə mövzusu/);
  await expect(page.getByRole('main')).toContainText('Mənbə tövsiyə mətni');
  // The site has read the upstream's tracker once (its alerts worker does at start): the
  // status it saw that day, said to be observed, and no earlier one claimed.
  const history = page.getByRole('region', { name: 'Statusların tarixçəsi' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('tarixində müşahidə edilib');
  await expect(history).toContainText('ondan əvvəlki statuslar sayta məlum deyil');
  // An upstream's tracker does not link its rows to records.
  await expect(page.getByRole('main').locator('dl a')).toHaveCount(0);
});
