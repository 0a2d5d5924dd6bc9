import { expect, test } from '@playwright/test';
import { lastAudit } from '../lib/features/accessibility/audit';
import { A11Y_PAGES, localized, PHONE_WIDTHS } from './a11y-pages';
import { BEST_PRACTICE_TAGS, expectNoAxeViolations, WCAG_TAGS } from './axe';
import { expectOneSizePerLevel } from './type-scale';

const audit = lastAudit();

/** Pages whose tables and grids must not make a phone scroll sideways (checked at every width). */
const NO_SIDEWAYS = new Set(['/qanunlar', '/videolar', '/qerarlarin-izlenilmesi?il=all&page=2']);

/** The pages checked with axe's best-practice rules too (issue 16, item 8). */
const BEST_PRACTICE_PAGES = new Set(['/', '/xeberler', '/xeber/64', '/sorgu-ve-muracietler']);

// docs/design.md, "Themes": the page colour of the dark theme (--color-page).
const DARK_PAGE = 'rgb(15, 23, 32)';

// Every page kind at both widths in both languages; in Azerbaijani the same page is checked again
// in the dark theme, which a dark system turns on in place (the colours come from the same
// light-dark() tokens as the footer's choice, which e2e/theme.spec.ts follows to the server's
// HTML). The English pages share the colours and the markup's structure (docs/testing.md).
for (const width of [375, 1280]) {
  for (const locale of ['az', 'en']) {
    for (const [what, path] of A11Y_PAGES) {
      const tags = BEST_PRACTICE_PAGES.has(path) ? BEST_PRACTICE_TAGS : WCAG_TAGS;
      const rules = tags === BEST_PRACTICE_TAGS ? 'WCAG or best-practice' : 'WCAG 2.2 A/AA';
      const themes = locale === 'az' ? ', light and dark' : '';
      test(`${locale} ${width}px: axe finds no ${rules} violations on ${what}${themes}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localized(locale, path));
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, [], tags);
        const sideways = () =>
          page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        // The page loaded at 375 px is measured at every phone width in turn, resized in place
        // (WCAG 1.4.10 reflow at 320 px, and the phones where long words overflowed tiles).
        const resize = async (w: number) => {
          if (page.viewportSize()?.width !== w)
            await page.setViewportSize({ width: w, height: 900 });
        };
        for (const w of width === 375 ? PHONE_WIDTHS : [width]) {
          await resize(w);
          if (w !== 1280 || NO_SIDEWAYS.has(path))
            await expect.poll(sideways, `no sideways scrolling at ${w} px`).toBeLessThanOrEqual(0);
          await expectOneSizePerLevel(page, w);
        }
        if (locale !== 'az') return;
        await resize(width);
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
          .toBe(DARK_PAGE);
        // Buttons and cards fade their colours (0.2 s): axe reads them once they are done.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a instanceof CSSTransition)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
        await expectNoAxeViolations(page);
      });
    }
  }
}

test('az 375px: axe finds no violations with the phone menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menyunu aç' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Media', exact: true }).click();
  await expectNoAxeViolations(page);
});

test('az 1280px: axe finds no violations with the video player open', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/videolar');
  await page.locator('article[data-kind="video"] a').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, ['iframe']);
});

for (const [locale, heading] of [
  ['az', 'Əlçatanlıq bəyanatı'],
  ['en', 'Accessibility statement'],
] as const) {
  test(`${locale}: the accessibility statement, linked from the footer, cites the last audit of these pages`, async ({
    page,
  }) => {
    // The audit behind the statement covered the page kinds this spec checks, at both widths
    // and in both languages (npm run a11y:audit writes it; re-run it when the list changes).
    expect(audit.pages.map((p) => p.path)).toEqual(A11Y_PAGES.map(([, path]) => path));
    for (const p of audit.pages) {
      expect(p.axe.map((run) => `${run.locale} ${run.width}`).sort()).toEqual([
        'az 1280',
        'az 375',
        'en 1280',
        'en 375',
      ]);
      expect(p.keyboard.map((walk) => walk.width)).toEqual([375, 1280]);
    }
    await page.goto(localized(locale, '/'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: locale === 'az' ? 'Əlçatanlıq' : 'Accessibility' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/elcatanliq')}$`), {
      timeout: 15_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Its "last tested" date is no older than the audit data it cites.
    const tested =
      (await page.locator('[data-last-tested]').getAttribute('data-last-tested')) ?? '';
    expect(tested >= audit.testedAt, `statement ${tested}, audit ${audit.testedAt}`).toBe(true);
    const main = page.getByRole('main');
    for (const p of audit.pages) {
      await expect(main.getByRole('link', { name: p.path, exact: true }).first()).toBeVisible();
    }
    const ids = new Set(
      audit.pages.flatMap((p) => p.axe.flatMap((r) => r.violations.map((v) => v.id))),
    );
    for (const id of ids) await expect(main).toContainText(id);
  });
}
