import { expect, test } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { menu } from '../demo/content/menu';
import type { MenuLink } from '../demo/content/types';
import { brightness } from './rendered';

test.describe('desktop menu (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('az: by mouse, a group opens and its link leads to the page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Əsas menyu' }).first();
    const about = nav.getByRole('button', { name: 'Palata haqqında' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Palatanın sədri' }).click();
    await expect(page).toHaveURL(/\/page\/sedr$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('en: the keyboard alone reaches a link two levels down', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    await nav.getByRole('button', { name: 'About the Chamber' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const media = nav.getByRole('button', { name: 'Media', exact: true });
    await expect(media).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(media).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Press office' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const sub = nav.getByRole('button', { name: 'Press office – submenu' });
    await expect(sub).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sub).toHaveAttribute('aria-expanded', 'true');
    // Disclosure pattern: an opened nested list comes next in the tab order.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'News' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/xeberler$/);
  });

  test('Escape closes a group and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Əsas menyu' }).first();
    const activity = nav.getByRole('button', { name: 'Fəaliyyət' });
    await activity.focus();
    await page.keyboard.press('Enter');
    await expect(activity).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(activity).toHaveAttribute('aria-expanded', 'false');
    await expect(activity).toBeFocused();
  });

  test('the external link opens in a new tab and says so', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    await nav.getByRole('button', { name: 'About the Chamber' }).click();
    const external = nav.getByRole('link', { name: /INTOSAI.*opens in a new tab/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('internal links carry the language prefix', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    await nav.getByRole('button', { name: 'About the Chamber' }).click();
    await expect(nav.getByRole('link', { name: 'Chairman' })).toHaveAttribute(
      'href',
      '/en/page/sedr',
    );
  });
});

test.describe('phone menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('az: the slide-in menu opens, keeps focus inside, and leads to a nested page', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menyunu aç' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Əsas menyu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Menyunu bağla' })).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Media', exact: true }).click();
    await dialog.getByRole('button', { name: 'Mətbuat xidməti – alt menyu' }).click();
    await dialog.getByRole('link', { name: 'Xəbərlər' }).click();
    await expect(page).toHaveURL(/\/xeberler$/);
    await expect(dialog).toBeHidden();
  });

  test('en: the open menu dims the page behind it; Escape closes it and focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    // The page's strip left of the panel (it is at most 88 % of the width).
    const behind = { x: 0, y: 200, width: 40, height: 400 };
    const before = await brightness(page, behind);
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    expect(await brightness(page, behind), 'the page behind the open menu').toBeLessThan(
      before * 0.7,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  });
});

test.describe('one menu tree', () => {
  test('a menu link is once in the header of the server HTML (it was twice)', async ({
    request,
  }) => {
    for (const path of ['/', '/xeberler', '/en/xeberler']) {
      const html = await (await request.get(path)).text();
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const href = path.startsWith('/en') ? '/en/page/sedr' : '/page/sedr';
      expect(header.split(`href="${href}"`), path).toHaveLength(2);
      expect(header.match(/<nav /g), path).toHaveLength(1);
    }
  });

  test('1280 px: one navigation landmark with the menu name, no dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
  });

  test('375 px: the open panel is a dialog holding the one navigation; growing past 768 px closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('desktop menu (1280 px) without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

  test('the bar is visible, no phone-only control is, and a group opens on hover', async ({
    page,
  }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    await expect(page.locator('header summary')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
    const about = nav.getByRole('button', { name: 'About the Chamber' });
    await expect(about).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Chairman' })).toBeHidden();
    await about.hover();
    await expect(nav.getByRole('link', { name: 'Chairman' })).toBeVisible();
  });
});

// Issue 37 (part 3): one name per page. Every internal page the menu leads to is titled as the menu
// names it, in its h1 and its <title>, in both languages (before: "Follow-up of decisions" led to
// "Follow-up of recommendations", "Audit reports" to "Archive"). Raw HTML: no browser needed.
test('every menu link names its page as the page titles itself, in both languages', async ({
  request,
}) => {
  const leaves: MenuLink[] = [];
  const walk = (links: MenuLink[]) => {
    for (const link of links) {
      if (link.children) walk(link.children);
      else if (link.link.startsWith('/')) leaves.push(link);
    }
  };
  for (const top of menu) walk(top.links);
  // A shortcut into a page's form, not a page: "Audit proposal" opens the requests page with that
  // type chosen; the page keeps its name ("Requests and appeals").
  const shortcuts = new Map([['/sorgu-ve-muracietler?nov=5', '/sorgu-ve-muracietler']]);
  expect(leaves.length).toBeGreaterThan(20);
  const mismatches: string[] = [];
  for (const link of leaves)
    for (const locale of ['az', 'en'] as const) {
      const path = `${locale === 'en' ? '/en' : ''}${link.link}`;
      const doc = parseDocument(await (await request.get(path)).text());
      const text = (tag: string) => {
        const node = DomUtils.findOne((el) => el.name === tag, doc.children);
        return node ? DomUtils.textContent(node).trim() : '';
      };
      const page = shortcuts.get(link.link);
      const name = page ? leaves.find((l) => l.link === page)![locale] : link[locale];
      if (text('h1') !== name || !text('title').startsWith(`${name} | `))
        mismatches.push(`${path}: menu "${name}", h1 "${text('h1')}", title "${text('title')}"`);
    }
  expect(mismatches).toEqual([]);
});
