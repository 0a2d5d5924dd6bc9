import { expect, test, type Page } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { localized } from './a11y-pages';

/**
 * Issue 56: WCAG 2.2 criteria axe cannot decide, measured where a browser can
 * (docs/accessibility.md lists the ones checked by hand, with their dates).
 */

/** Page kinds with the most controls of each sort: menus, cards, pagers, a form, a slider. */
const PAGES = ['/', '/xeberler', '/audit/10', '/sorgu-ve-muracietler'];

/**
 * 2.4.11 Focus not obscured (minimum): Tab through the page and, at each stop, look at what is
 * drawn at the focused element's centre and four inner corners: at least one must be the element
 * (or inside it), not the back-to-top button, a fixed bar or a band drawn over it.
 */
async function hiddenFocusStops(page: Page, max: number) {
  const hidden: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // Judged once what the move of focus set going has settled (a menu group's closing
      // transition, a scroll into view): what the visitor sees, not a frame on the way.
      const finite = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const el = document.activeElement;
      if (!el || el === document.body) return { end: true, label: '', covered: false };
      const r = el.getBoundingClientRect();
      const inset = (a: number, b: number) => Math.min(2, (b - a) / 2);
      const [dx, dy] = [inset(r.left, r.right), inset(r.top, r.bottom)];
      const points: Array<[number, number]> = [
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
        [r.left + dx, r.top + dy],
        [r.right - dx, r.top + dy],
        [r.left + dx, r.bottom - dy],
        [r.right - dx, r.bottom - dy],
      ];
      const onScreen = points.filter(
        ([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight,
      );
      // A visually hidden element (a skip link before it is focused, a radio drawn by its label)
      // has no area of its own to obscure: its label is then what is seen.
      const tiny = r.width <= 1 || r.height <= 1;
      const covered =
        !tiny &&
        onScreen.every(([x, y]) => {
          const top = document.elementFromPoint(x, y);
          return !top || !(el === top || el.contains(top) || top.contains(el));
        });
      const name = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || '')
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return { end: false, label: `${el.tagName.toLowerCase()}: ${name}`, covered };
    });
    if (stop.end) break;
    if (stop.covered) hidden.push(stop.label);
  }
  return hidden;
}

/**
 * 2.5.8 Target size (minimum): every visible control is at least 24 × 24 CSS px, or a 24 px circle
 * on its centre meets no other control (the spacing exception), or it is a link inside a sentence
 * (the inline exception).
 */
function smallTargets() {
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]',
    ),
  ].filter((e) => {
    const r = e.getBoundingClientRect();
    return e.checkVisibility({ checkOpacity: true }) && r.width > 1 && r.height > 1;
  });
  const inline = (e: HTMLElement) => {
    if (getComputedStyle(e).display !== 'inline') return false;
    const block = e.parentElement?.closest('p, li, dd, td, figcaption, label');
    return !!block && (block.textContent ?? '').trim().length > (e.textContent ?? '').length + 2;
  };
  const targets = controls.map((e) => ({ e, r: e.getBoundingClientRect() }));
  const small: string[] = [];
  targets.forEach(({ e, r }) => {
    if ((r.width >= 24 && r.height >= 24) || inline(e)) return;
    const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    const crowded = targets.some(({ e: other, r: o }) => {
      if (other.contains(e) || e.contains(other)) return false;
      // Distance from the circle's centre to the other control's rectangle.
      const dx = Math.max(o.left - cx, 0, cx - o.right);
      const dy = Math.max(o.top - cy, 0, cy - o.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    if (crowded) {
      const name = (e.getAttribute('aria-label') || e.innerText || e.getAttribute('name') || '')
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      small.push(
        `${e.tagName.toLowerCase()} ${Math.round(r.width)}×${Math.round(r.height)}: ${name}`,
      );
    }
  });
  return small;
}

for (const width of [375, 1280]) {
  test(`${width}px: no focused control is hidden behind another layer, and every target is 24 px or spaced (WCAG 2.4.11, 2.5.8)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect.soft(await page.evaluate(smallTargets), `small targets on ${path}`).toEqual([]);
      expect.soft(await hiddenFocusStops(page, 150), `obscured focus on ${path}`).toEqual([]);
    }
  });
}

/**
 * 1.4.12 Text spacing: the values of the WCAG bookmarklet, forced on every element, leave no text
 * cut off by a box that hides its overflow, and no sideways scroll at 320 px.
 */
test.describe('text spacing', () => {
  test.use({ bypassCSP: true });
  const SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

  for (const width of [320, 1280]) {
    test(`${width}px: the bookmarklet's spacing cuts no text off (WCAG 1.4.12)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        for (const locale of ['az', 'en']) {
          await page.goto(localized(locale, path));
          await page.waitForLoadState('networkidle');
          await page.addStyleTag({ content: SPACING });
          const clipped = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
              .filter((e) => {
                if (!e.checkVisibility() || !(e.innerText ?? '').trim()) return false;
                const s = getComputedStyle(e);
                // A visually hidden text (1 px, clipped) is read, not seen.
                if (e.clientWidth <= 1 || e.clientHeight <= 1) return false;
                // A carousel's strip hides its other slides sideways by design.
                const hidesX =
                  ['hidden', 'clip'].includes(s.overflowX) &&
                  !e.closest('[aria-roledescription="carousel"]');
                const hidesY = ['hidden', 'clip'].includes(s.overflowY);
                return (
                  (hidesY && e.scrollHeight > e.clientHeight + 2) ||
                  (hidesX && e.scrollWidth > e.clientWidth + 2 && s.textOverflow !== 'ellipsis')
                );
              })
              .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.innerText.slice(0, 40)}`),
          );
          expect.soft(clipped, `text cut off on ${localized(locale, path)}`).toEqual([]);
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - innerWidth,
          );
          expect
            .soft(sideways, `sideways scroll on ${localized(locale, path)}`)
            .toBeLessThanOrEqual(0);
        }
      }
    });
  }
});

/**
 * 3.2.6 Consistent help: the ways to get help (the contact page, the FAQ, the request form, the
 * e-mail and phone) come in the same order on every page kind, in both languages (server HTML).
 */
test('the help links come in the same order on every page (WCAG 3.2.6)', async ({ request }) => {
  const help =
    /^(?:\/en)?(\/(?:page\/(?:elaqe|tez-tez-verilen-suallar)|sorgu-ve-muracietler)|mailto:.+|tel:.+)$/;
  const orders = new Map<string, string[]>();
  for (const locale of ['az', 'en']) {
    for (const path of PAGES.concat(['/no-such-section', '/qerarlarin-izlenilmesi/5'])) {
      const doc = parseDocument(await (await request.get(localized(locale, path))).text());
      // The main content may link to help itself (the FAQ page, the form): only the header and
      // footer, which every page shares, are the help mechanism 3.2.6 means; the language switch
      // (hreflang) leads to the same page in the other language, not to help.
      const main = DomUtils.findOne((e) => e.name === 'main', doc.children);
      if (main) DomUtils.removeElement(main);
      const found = DomUtils.findAll((e) => e.name === 'a' && !e.attribs.hreflang, doc.children)
        .map((a) => help.exec(a.attribs.href ?? '')?.[1])
        .filter((href): href is string => Boolean(href));
      orders.set(localized(locale, path), found);
    }
  }
  const first = [...orders.values()][0] ?? [];
  expect(first.length, 'the shell links to some help').toBeGreaterThan(1);
  for (const [path, found] of orders) expect(found, path).toEqual(first);
});

/**
 * 1.4.13 Content on hover or focus. With JavaScript a menu group opens only when its button is
 * pressed (Escape closes it: e2e/menu.spec.ts), never on hover. Without JavaScript it opens on
 * hover (CSS): it stays open while the pointer moves onto it (hoverable); Escape cannot close it
 * without a script (docs/accessibility.md lists that).
 */
for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test(`1280px: a menu group ${js ? 'does not open on hover' : 'opened on hover can be reached by the pointer'} (WCAG 1.4.13)`, async ({
      page,
    }) => {
      await page.goto('/en');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const about = nav.getByRole('button', { name: 'About the Chamber' });
      const chairman = nav.getByRole('link', { name: 'Chairman' });
      // Once the script runs, a closed group's links are not in the page at all.
      if (js) await expect(chairman).toHaveCount(0);
      await about.hover();
      if (js) {
        await expect(about).toHaveAttribute('aria-expanded', 'false');
        await expect(chairman).toHaveCount(0);
        return;
      }
      await expect(chairman).toBeVisible();
      await chairman.hover();
      await expect(chairman).toBeVisible();
    });
  });
}
