import { expect, test, type Page } from '@playwright/test';

/**
 * The layout review of issue 27 (docs/design.md): the home slider's controls, one grid for
 * header, main and footer, the civil-service tabs, item pages on phones, and the small defects
 * (one play icon, one current menu link, no Permissions-Policy warning, vacancies as links).
 * Measured in Chromium at 375 and 1,280 px, in both languages, with and without JavaScript.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const WIDTHS = [PHONE, DESKTOP];
const LOCALES = [
  { locale: 'az', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

/** The address of the first item of a list page (the demo ids are not fixed here). */
async function firstItem(page: Page, list: string, kind: string, prefix: string) {
  await page.goto(`${prefix}/${list}`);
  const href = await page
    .getByRole('main')
    .locator(`a[href^="${prefix}/${kind}/"]`)
    .first()
    .getAttribute('href');
  expect(href).toMatch(new RegExp(`/${kind}/\\d+`));
  return href!;
}

/** The home page's main slider. */
const heroSlider = (page: Page) =>
  page.locator('main section[aria-roledescription="carousel"]').first();

test.describe('home slider controls', () => {
  for (const viewport of WIDTHS)
    for (const { locale, prefix } of LOCALES)
      test(`${locale}, ${viewport.width} px: Pause, Previous, position and Next sit on one row`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(prefix || '/');
        const slider = heroSlider(page);
        await expect(slider).toHaveAttribute('data-js', '');
        const controls = slider.locator('> div').first();
        const boxes = await controls.locator(':scope > *').evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })),
        );
        expect(boxes.length, 'pause, previous, dots or position, next').toBe(4);
        for (const box of boxes) {
          expect(box.top).toBeGreaterThanOrEqual(boxes[0]!.top - 12);
          expect(box.bottom).toBeLessThanOrEqual(boxes[0]!.bottom + 12);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(viewport.width);
        }
        const height = await controls.evaluate((el) => el.getBoundingClientRect().height);
        console.log(`slider controls ${locale} ${viewport.width} px: ${height} px high`);
        expect(height).toBeLessThanOrEqual(48);
        // Seven slides: dots from 768 px, 'Slide 1 of 7' on phones.
        const position = controls.locator('p');
        if (viewport === PHONE) {
          await expect(position).toBeVisible();
          await expect(position).toHaveText(locale === 'az' ? 'Slayd 1 / 7' : 'Slide 1 of 7');
          await slider.getByRole('button', { name: locale === 'az' ? 'Növbəti' : 'Next' }).click();
          await expect(position).toHaveText(locale === 'az' ? 'Slayd 2 / 7' : 'Slide 2 of 7');
        } else {
          await expect(position).toBeHidden();
          await expect(controls.locator('button[aria-controls]')).toHaveCount(9);
        }
      });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const viewport of WIDTHS)
      test(`${viewport.width} px: no empty band under the hero`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const slider = heroSlider(page);
        const gap = await slider.evaluate((el) => {
          const strip = el.querySelector('.swiper')!.getBoundingClientRect();
          return el.getBoundingClientRect().bottom - strip.bottom;
        });
        expect(gap).toBeLessThanOrEqual(1);
        await expect(slider.getByRole('button')).toHaveCount(0);
        // Every slide is still reachable: its link is in the page.
        await expect(slider.locator('a[href]')).toHaveCount(7);
      });
  });
});

/** The left edges of the emblem, the page's first content and the footer's first heading and last row. */
async function gridEdges(page: Page) {
  return page.evaluate(() => {
    const left = (el: Element | null | undefined, what: string) => {
      if (!el) throw new Error(`no ${what}`);
      return Math.round(el.getBoundingClientRect().left);
    };
    const content = [...document.querySelectorAll('main h1, main section')].find(
      (el) => el.getBoundingClientRect().width > 1,
    );
    return {
      header: left(document.querySelector('header svg[aria-hidden]'), 'emblem'),
      main: left(content, 'main content'),
      footer: left(document.querySelector('footer h2'), 'footer heading'),
      footerBottom: left(document.querySelector('footer > div:last-child > *'), 'footer row'),
    };
  });
}

test.describe('one grid', () => {
  for (const js of [true, false])
    test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled: js });
      for (const width of [375, 768, 1280, 1600])
        test(`${width} px: header, main and footer start on the same line`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          for (const url of ['/xeberler', '/en/dovlet-qullugu', '/en']) {
            await page.goto(url);
            const edges = await gridEdges(page);
            expect(edges.main, `${url}: main`).toBe(edges.header);
            expect(edges.footer, `${url}: footer`).toBe(edges.header);
            expect(edges.footerBottom, `${url}: footer's last row`).toBe(edges.header);
          }
        });
    });

  test('the footer map is a link and a small button, not a large placeholder', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const footer = page.locator('footer');
    const show = footer.getByRole('button', { name: 'Xəritəni burada göstər' });
    await expect(show).toBeVisible();
    expect((await show.boundingBox())!.height).toBeLessThanOrEqual(48);
    await expect(footer.getByText('Xəritə OpenStreetMap saytından yüklənəcək.')).toBeVisible();
    await expect(footer.locator('iframe')).toHaveCount(0);
    await show.click();
    await expect(footer.locator('iframe[title]')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the footer map is a plain link (no dead button)', async ({ page }) => {
    await page.goto('/en');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Show the map here' })).toBeHidden();
  });
});

test.describe('civil-service tabs', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`${locale}, 1280 px: the five tabs fit one row`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${prefix}/dovlet-qullugu`);
      const tablist = page.getByRole('tablist');
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(5);
      const tops = await tabs.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `tops ${tops}`).toBe(1);
      const overflow = await tablist.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The first section's heading is where it was before the tabs started.
      await expect(
        page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
    });

    test(`${locale}, 375 px: the tabs are a list of links to the sections, all shown`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${prefix}/dovlet-qullugu`);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const links = page.getByRole('main').getByRole('navigation').last().getByRole('link');
      await expect(links).toHaveCount(5);
      for (const box of await links.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await links.nth(4).click();
      await expect(page).toHaveURL(/#huquqi-aktlar$/);
      await expect(page.locator('#huquqi-aktlar')).toBeInViewport();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('1280 px: the links to the sections sit on one row', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/dovlet-qullugu');
      const links = page.getByRole('main').getByRole('navigation').last().getByRole('link');
      await expect(links).toHaveCount(5);
      const tops = await links.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
    });
  });

  for (const { locale, prefix } of LOCALES)
    test(`${locale}: the vacancies are links to their announcements`, async ({ page }) => {
      await page.goto(`${prefix}/dovlet-qullugu#musabiqe-musahibe`);
      const links = page.locator('#musabiqe-musahibe a[href*="/elan/"]');
      await expect(links).toHaveCount(4);
      const first = links.first();
      const title = (await first.textContent())!.trim();
      expect(await first.getAttribute('href')).toMatch(new RegExp(`^${prefix}/elan/\\d+$`));
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
});

test.describe('item pages on a phone', () => {
  for (const { locale, prefix } of LOCALES)
    for (const [list, kind] of [
      ['xeberler', 'xeber'],
      ['cixislar', 'cixis'],
      ['filter?type=audit', 'audit'],
    ] as const)
      test(`${locale}: the ${kind} page's title is in the first screen at 375 × 812`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        const href = await firstItem(page, list, kind, prefix);
        await page.goto(href);
        const h1 = page.getByRole('heading', { level: 1 });
        const box = (await h1.boundingBox())!;
        console.log(`${locale} ${kind} at 375 px: h1 from ${box.y} to ${box.y + box.height} px`);
        expect(box.y + box.height).toBeLessThan(PHONE.height);
        // The date stays above the title; sharing follows the body.
        const date = page.getByRole('main').locator('time').first();
        expect((await date.boundingBox())!.y).toBeLessThan(box.y);
        const share = page.getByRole('group', { name: locale === 'az' ? 'Paylaş' : 'Share' });
        expect((await share.boundingBox())!.y).toBeGreaterThan(box.y + box.height + 100);
      });
});

test('one play icon on each video card', async ({ page }) => {
  await page.goto('/videolar');
  const cards = page.locator('main article[data-kind="video"]');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    await expect(card.getByText('▶')).toHaveCount(1);
    // The tile's icon sits over the middle of the thumbnail.
    const [icon, thumb] = await Promise.all([
      card.getByText('▶').boundingBox(),
      card.locator('img').boundingBox(),
    ]);
    expect(Math.abs(icon!.x + icon!.width / 2 - (thumb!.x + thumb!.width / 2))).toBeLessThan(2);
  }
});

test.describe('aria-current in the main menu', () => {
  const current = (page: Page) => page.locator('header nav a[aria-current="page"]');

  for (const path of [
    '/',
    '/filter',
    '/en/filter',
    '/filter?type=rey',
    '/xeberler',
    'ITEM',
    '/videolar',
    '/dovlet-qullugu',
    '/qerarlarin-izlenilmesi',
    '/en/search?query=audit',
  ]) {
    test(`at most one menu link is the current page on ${path}`, async ({ page }) => {
      const url = path === 'ITEM' ? await firstItem(page, 'xeberler', 'xeber', '') : path;
      await page.goto(url);
      expect(await current(page).count(), url).toBeLessThanOrEqual(1);
    });
  }

  test('/filter?type=audit marks its own link only', async ({ page }) => {
    await page.goto('/filter?type=audit');
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).toHaveText('Audit hesabatları');
    await page.goto('/en/xeberler');
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).toHaveAttribute('href', '/en/xeberler');
  });
});

test('no page logs a Permissions-Policy warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  for (const url of ['/', '/en/xeberler', '/videolar', '/dovlet-qullugu']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  // Before the fix, every page logged "Error with Permissions-Policy header: Unrecognized feature: 'bluetooth'".
  expect(messages.filter((m) => /permissions.policy/i.test(m))).toEqual([]);
});
