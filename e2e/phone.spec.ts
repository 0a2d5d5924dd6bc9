import { expect, test, type Browser, type Page } from '@playwright/test';
import { brightness } from './rendered';

/**
 * Phones first (issue 16): the header has its final size in the server HTML, the phone menu
 * works without JavaScript, and nothing in the first viewport moves while scripts start.
 * The oracles are the browser itself: the same page with JavaScript off, and Chromium's own
 * layout-shift entries.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** The address of the first news item, read from the list (the demo ids are not fixed here). */
async function firstNewsItem(page: Page, prefix = ''): Promise<string> {
  await page.goto(`${prefix}/xeberler`);
  const href = await page
    .getByRole('main')
    .locator(`a[href^="${prefix}/xeber/"]`)
    .first()
    .getAttribute('href');
  expect(href).toMatch(/\/xeber\/\d+/);
  return href!;
}

async function headerHeight(browser: Browser, url: string, js: boolean, viewport: typeof PHONE) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport });
  const page = await context.newPage();
  await page.goto(url);
  // Hydrated: the menus switched to their JavaScript form.
  if (js) await page.locator('header [data-js="on"]').first().waitFor({ state: 'attached' });
  const height = await page
    .locator('body > header, header')
    .first()
    .evaluate((h) => {
      return h.getBoundingClientRect().height;
    });
  await context.close();
  return height;
}

/** Every page kind once; ITEM is the first news item (its id is read from the list). */
const HEADER_PAGES = [
  '/',
  '/en',
  '/xeberler',
  '/en/xeberler',
  'ITEM',
  '/enITEM',
  '/en/filter?type=rey&rey_nov=1',
  '/en/sorgu',
  '/page/lima',
  '/en/search?query=audit',
];

// One test per page and width: each loads its page twice in fresh contexts (about 5 s each on a
// loaded 2-core runner), so a single test over every page ran out of time.
for (const viewport of [PHONE, DESKTOP]) {
  for (const path of HEADER_PAGES) {
    test(`${viewport.width} px: the header of ${path} is as tall with JavaScript off as with it on`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(60_000);
      const url = path.includes('ITEM') ? path.replace('ITEM', await firstNewsItem(page)) : path;
      const off = await headerHeight(browser, url, false, viewport);
      const on = await headerHeight(browser, url, true, viewport);
      expect(on, `${url} at ${viewport.width} px`).toBeCloseTo(off, 0);
    });
  }
}

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the compact header: logo, search entry and menu button within 130 px, the whole climate banner', async ({
    page,
  }) => {
    for (const url of ['/', '/en']) {
      await page.goto(url);
      const header = page.locator('header').first();
      const top = (await header.boundingBox())!.y;
      const menu = page.getByRole('button', { name: url === '/' ? 'Menyunu aç' : 'Open the menu' });
      const search = page.getByRole('button', {
        name: url === '/' ? 'Axtarışı aç' : 'Open the search',
      });
      const logo = header.getByRole('link', { name: /Palata|Chamber/ }).first();
      for (const el of [menu, search, logo]) {
        const box = (await el.boundingBox())!;
        expect(box.y + box.height - top).toBeLessThanOrEqual(130);
      }
      // The social links are not in the header, but in the footer.
      await expect(header.getByRole('link', { name: /Facebook/ })).toBeHidden();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: /Facebook/ }),
      ).toBeVisible();
      // The climate banner shows its whole text, on two lines at most, down to 320 px (issue 51:
      // it was one line cut with "…").
      const banner = header.getByRole('link', { name: /İqlim|Climate/ });
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: PHONE.height });
        const { clipped, lines } = await banner.evaluate((a) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
          }
          return {
            clipped: [a, ...a.querySelectorAll('*')]
              .filter((el) => el instanceof HTMLElement)
              .filter((el) => el.scrollWidth > el.clientWidth)
              .map((el) => el.outerHTML.slice(0, 60)),
            lines: tops.size,
          };
        });
        expect(clipped, `${url} at ${width} px: nothing of the banner cut`).toEqual([]);
        expect(lines, `${url} at ${width} px`).toBeLessThanOrEqual(2);
      }
      await page.setViewportSize(PHONE);
    }
  });

  test('the search entry opens the search box', async ({ page }) => {
    await page.goto('/en');
    const entry = page.getByRole('button', { name: 'Open the search' });
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeHidden();
    await entry.click();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeFocused();
    await box.fill('  audit ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?query=audit$/);
  });

  test('a layout-shift observer records at most 0.01 while home, a list and an item load', async ({
    browser,
    page,
  }) => {
    const item = await firstNewsItem(page, '/en');
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!e.hadRecentInput) w.__cls += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const p = await context.newPage();
    for (const url of ['/', '/en', '/xeberler', '/en/xeberler', item]) {
      await p.goto(url);
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(1000);
      const cls = await p.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, url).toBeLessThanOrEqual(0.01);
    }
    await context.close();
  });
});

test.describe('phone (375 px) without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the menu is collapsed, opens and closes from its summary, every top entry reachable', async ({
    page,
  }) => {
    await page.goto('/en');
    const summary = page.locator('header summary').filter({ hasText: 'Open the menu' });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(summary).toBeVisible();
    await expect(nav).toBeHidden();
    // The page under the open list is dimmed, as behind the slide-in panel with JavaScript.
    await page.setViewportSize({ width: PHONE.width, height: 900 });
    const under = { x: 0, y: 860, width: PHONE.width, height: 40 };
    const before = await brightness(page, under);
    await summary.click();
    await expect(nav).toBeVisible();
    const panel = await nav.evaluate((n) => n.parentElement!.getBoundingClientRect().bottom);
    expect(panel, 'the list ends above the measured strip').toBeLessThan(under.y);
    expect(await brightness(page, under), 'the page under the open menu').toBeLessThan(
      before * 0.7,
    );
    await page.setViewportSize(PHONE);
    const tops = nav.locator('ul[data-depth="0"] > li > [data-menu-item]');
    expect(await tops.count()).toBeGreaterThan(3);
    for (const top of await tops.all()) {
      await top.scrollIntoViewIfNeeded();
      await expect(top).toBeInViewport();
    }
    const news = nav.getByRole('link', { name: 'News', exact: true });
    await news.scrollIntoViewIfNeeded();
    await news.click();
    await expect(page).toHaveURL(/\/en\/xeberler$/);
    await summary.click();
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeVisible();
    await summary.click();
    await expect(nav).toBeHidden();
  });

  test('the search entry is a link to the search page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('searchbox')).toBeHidden();
    await page.getByRole('link', { name: 'Axtarışı aç' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});
