import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillRequest, solveCaptcha } from './forms-helpers';

/**
 * Issue 56: a visitor's tasks by keyboard alone, with what a screen reader is told along the way
 * (name, role, state, what changed). Focus is never lost (on <body> after an action) nor trapped
 * (Tab reaches the target from the top). The menu, the video dialog's Escape and the carousel's
 * keys are in e2e/menu.spec.ts, e2e/videos.spec.ts and e2e/carousel-a11y.spec.ts.
 */

/** Tabs from where focus is until `target` has it; fails if focus falls to <body> on the way. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press('Tab');
    const lost = await page.evaluate(() => document.activeElement === document.body);
    expect(lost, `focus lost after ${i + 1} Tab presses`).toBe(false);
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/** Focus is on some element of the page, not dropped on <body>. */
const focusKept = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

test('en: search from the header and open a result, by keyboard', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('search').first().getByRole('searchbox');
  await tabTo(page, box);
  await page.keyboard.type('reforestation');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?query=reforestation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  // The count is a status: read on arrival and after each change.
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('reforestation');
  const result = page.getByRole('main').locator('a[href="/en/audit/54"]').first();
  await tabTo(page, result);
  const name = (await result.innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/audit\/54$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('az: filter the archive and load more, by keyboard; the change is announced and focus kept', async ({
  page,
}) => {
  await page.goto('/filter?type=audit');
  const results = page.getByRole('list', { name: 'Nəticələr' }).locator(':scope > li');
  await expect(results).toHaveCount(10);
  const option = page
    .getByRole('list', { name: 'Auditin növü', exact: true })
    .getByRole('link', { name: 'Maliyyə auditi' });
  await tabTo(page, option);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/audit_nov=2$/);
  // The chosen option says so, keeps focus, and the results' heading gives the new count.
  await expect(option).toHaveAttribute('aria-current', 'true');
  await focusKept(page);
  await expect(page.getByRole('region', { name: '6 sənəd tapıldı' })).toBeVisible();
  await expect(results).toHaveCount(6);
  // Back to every audit type, then page the list: Load more says how many came and moves focus
  // to the first of them.
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(10);
  const more = page.getByRole('link', { name: 'Daha çox göstər' });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(20);
  await expect(page.getByRole('main').getByRole('status').last()).not.toBeEmpty();
  expect(await results.nth(10).evaluate((li) => li.contains(document.activeElement))).toBe(true);
});

test('en: a request with a mistake, corrected and sent, by keyboard', async ({ page }) => {
  await page.goto('/en/sorgu-ve-muracietler');
  await fillRequest(page, { ad: 'Aysel', e_poct: 'aysel@' });
  const send = page.getByRole('button', { name: 'Send' });
  await send.focus();
  await page.keyboard.press('Enter');
  // The summary takes focus and is named by its count; each entry links to its field.
  const summary = page.getByRole('group', { name: /\d+ fields? of the form needs? correcting/ });
  await expect(summary).toBeFocused();
  const emailLink = summary.getByRole('link', { name: /^E-mail:/ });
  await tabTo(page, emailLink, 20);
  await page.keyboard.press('Enter');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/not valid/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('aysel@example.az');
  await fillRequest(page);
  await page.getByRole('combobox', { name: 'Request type' }).selectOption({ index: 1 });
  await solveCaptcha(page);
  await send.focus();
  await page.keyboard.press('Enter');
  // The confirmation replaces the form and takes focus (role status: read out as it comes).
  const sent = page.getByRole('main').getByText(/Your reference number: M-/);
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await focusKept(page);
});

test('az: follow a list by e-mail, by keyboard', async ({ page }) => {
  await page.goto('/xeberler');
  const form = page.getByRole('region', { name: 'Yenilikləri e-poçtla alın' });
  const email = form.getByRole('textbox', { name: 'E-poçt ünvanı' });
  await tabTo(page, email);
  await expect(email).toHaveAttribute('required', '');
  await page.keyboard.type('oxucu@example.az');
  // The frequency is a named radio group, chosen with the arrow keys.
  await page.keyboard.press('Tab');
  const radios = form.getByRole('radio');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  const subscribe = form.getByRole('button', { name: 'Abunə ol' });
  await tabTo(page, subscribe, 10);
  await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeChecked({
    timeout: 20_000,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bildirisler\/netice/);
  await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
});

test('en: the tracker opens a recommendation, and its status history downloads, by keyboard', async ({
  page,
}) => {
  await page.goto('/en/qerarlarin-izlenilmesi?il=all');
  const topic = page.getByRole('main').locator('a[href^="/en/qerarlarin-izlenilmesi/"]').first();
  await tabTo(page, topic);
  const name = (await topic.innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Status history' })).toBeVisible();
  await page.goBack();
  // The history's downloads are named by their group, so a list of links tells them apart.
  const history = page.getByRole('list', { name: /status changes/ });
  const csv = history.getByRole('link').first();
  await tabTo(page, csv);
  await expect(csv).toHaveAccessibleName(/CSV/);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('az 375 px: the phone menu, the carousel and the video dialog say their state', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menyunu aç' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Əsas menyu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The carousel: once a visitor moves it, its slides are a polite live region (the new slide's
  // name is read); while it turns by itself, they are not.
  const carousel = page.locator('section[aria-roledescription="carousel"]').first();
  await expect(carousel).toHaveAttribute('data-js', '');
  const next = carousel.getByRole('button', { name: 'Növbəti' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
  await expect(
    carousel.locator('[aria-roledescription="slide"]:not([inert])').first(),
  ).toHaveAttribute('aria-label', /\b2\b/);

  // The video dialog: a modal dialog named by the video's title, closed by Escape.
  await page.goto('/videolar');
  const link = page.locator('article[data-kind="video"] a').first();
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/\S/);
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
