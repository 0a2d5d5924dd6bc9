import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientNavigate, inlinedPayload } from './helpers';

/**
 * Static parts (docs/frontend.md, "Static parts"): markup the page's inlined RSC payload leaves
 * out, which the browser keeps from the HTML. One page load: the payload lacks the parts'
 * markup, the hydrated page shows all of it without an error, a client-side navigation renders
 * the next page's parts from its own payload, Back shows the first page's again, and a link in
 * one of them is followed in the app.
 */

const partsOf = (page: Page) =>
  page
    .locator('[data-static-part]')
    .evaluateAll((els) =>
      els.map((el) => [(el as HTMLElement).dataset.staticPart, el.innerHTML] as const),
    );

/** The page's own errors from now on (a hydration that went wrong, an exception). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // React reports a hydration that went wrong on the console; a resource that failed to load
  // (an image the optimizer was slow to make on a loaded machine) is not this test's concern.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      problems.push(m.text());
  });
  return problems;
}

/** A page loaded and hydrated: its HTML, and the page's own errors from the start. */
async function load(page: Page, path: string) {
  const problems = problemsOf(page);
  const response = await page.goto(path);
  const html = await response!.text();
  // The hydrated page: the router is up once window.next exists.
  await page.waitForFunction(() => 'next' in window);
  return { html, problems };
}

test('static parts come from the HTML, and from the payload after a navigation', async ({
  page,
}) => {
  const { html, problems } = await load(page, '/xeber/64');
  const payload = inlinedPayload(html);

  // In the HTML, not in its payload: the footer's e-mail link, the JSON-LD, the body's text.
  for (const text of ['mailto:', '"@context"']) {
    expect(html, text).toContain(text);
    expect(payload, text).not.toContain(text);
  }
  const body = (await page.locator('[data-content-body]').innerText()).trim().slice(-30);
  expect(payload).not.toContain(body);
  expect(payload).toMatch(/"staticPart":"prose"[^}]*"fromHtml":true/);

  // Hydrated as the server drew it: every part still holds its markup.
  const first = await partsOf(page);
  expect(first.map(([name]) => name)).toEqual(
    expect.arrayContaining(['breadcrumb', 'prose', 'json-ld', 'footer-about', 'header-brand']),
  );
  for (const [name, markup] of first) expect(markup.length, name).toBeGreaterThan(20);
  await expect(page.locator('footer').getByRole('link', { name: 'Struktur' })).toBeVisible();

  // A client-side navigation: the next page's parts come whole in its payload.
  await clientNavigate(page, '/xeber/63');
  await expect(page).toHaveURL(/\/xeber\/63$/);
  await expect(page.locator('[data-static-part="breadcrumb"]')).not.toHaveText(
    first.find(([name]) => name === 'breadcrumb')![1].replace(/<[^>]+>/g, ''),
  );
  await expect(page.locator('[data-content-body]')).not.toContainText(body);

  // Back: the first page again, its parts as first read from the document.
  await page.goBack();
  await expect(page).toHaveURL(/\/xeber\/64$/);
  await expect(page.locator('[data-content-body]')).toContainText(body);
  expect(await partsOf(page)).toEqual(first);

  // A link of a part taken from the HTML is followed in the app too, not by a page load.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.locator('[data-static-part="breadcrumb"] a[href="/xeberler"]').click();
  await expect(page).toHaveURL(/\/xeberler$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xəbərlər');
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
});

test('the main menu is a static part that follows the app: links in place, current link marked', async ({
  page,
}) => {
  const { html, problems } = await load(page, '/xeber/64');
  // The menu's links are in the HTML, not in the payload (no `items` prop for a client tree).
  const payload = inlinedPayload(html);
  expect(html).toContain('href="/page/sedr"');
  expect(payload).not.toContain('/page/sedr');
  expect(payload).toMatch(/"staticPart":"main-menu"[^}]*"fromHtml":true/);

  const nav = page.getByRole('navigation', { name: 'Əsas menyu' });
  const news = nav.getByRole('link', { name: 'Xəbərlər', exact: true, includeHidden: true });
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  // A mark on the window: it survives a client-side navigation, not a page load.
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await nav.getByRole('button', { name: 'Media' }).click();
  await nav.getByRole('button', { name: 'Mətbuat xidməti – alt menyu' }).click();
  await news.click();
  await expect(page).toHaveURL(/\/xeberler$/);
  await expect(news).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Media' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/xeber\/64$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
  expect(problems).toEqual([]);
});

/** The title of a list part's first item: in the page's HTML, not in its payload. */
async function firstTitle(list: Locator, html: string) {
  const title = (await list.locator(':scope > li').first().getByRole('heading').innerText()).trim();
  expect(title).toMatch(/^[^"\\&<>]{10,}$/);
  expect(html).toContain(title);
  expect(inlinedPayload(html)).not.toContain(title);
  return title;
}

test("a list's first cards come from the HTML; Load more appends to the same list", async ({
  page,
}) => {
  const { html, problems } = await load(page, '/xeberler');
  const list = page.locator('main ul[data-static-part="list-cards"]');
  const cards = list.locator(':scope > li');
  await expect(cards).toHaveCount(12);
  const title = await firstTitle(list, html);

  // Load more: the next page joins the same list, and focus goes to its first card.
  await page.getByRole('link', { name: 'Daha çox göstər' }).click();
  await expect(cards).toHaveCount(24);
  await expect(cards.nth(12).getByRole('link')).toBeFocused();
  await expect(page).toHaveURL(/count=24/);

  // Away to another list (its part from its own payload) and Back: the first list again, its
  // first cards as the HTML had them.
  await clientNavigate(page, '/elanlar');
  await expect(page).toHaveURL(/\/elanlar$/);
  await expect(cards.first().getByRole('heading')).not.toHaveText(title);
  await page.goBack();
  await expect(cards.first().getByRole('heading')).toHaveText(title);
  expect(await cards.count()).toBeGreaterThanOrEqual(12);

  // The filter's first results likewise (components/filter/ResultList.tsx).
  const filter = await page.goto('/filter');
  await firstTitle(
    page.locator('main ul[data-static-part="filter-results"]'),
    await filter!.text(),
  );
  expect(problems).toEqual([]);
});
