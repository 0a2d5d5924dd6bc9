import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { A11Y_PAGES, localized } from './a11y-pages';
import { serveReader, snapshotFile, spokenSnapshot } from './spoken';

/**
 * Issue 56: what a screen reader says on every page kind of e2e/a11y-pages.ts in both languages
 * (landmarks, headings, the start of the main content), held by the text files of e2e/spoken/.
 * A change to what a page says fails here until its snapshot is re-made on purpose:
 * `SPOKEN_UPDATE=1 npx playwright test e2e/spoken.spec.ts` (or `--update-snapshots`), then read
 * the diff as docs/accessibility.md says. One page per language is loaded once per page kind.
 */
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

for (const locale of ['az', 'en']) {
  test(`${locale}: every page kind says what its spoken snapshot holds`, async ({
    context,
    page,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    const update = process.env.SPOKEN_UPDATE === '1' || testInfo.config.updateSnapshots !== 'none';
    await serveReader(context);
    for (const [what, pagePath] of A11Y_PAGES) {
      await page.goto(localized(locale, pagePath));
      await page.waitForLoadState('networkidle');
      const heard = `# ${what}: ${localized(locale, pagePath)}\n\n${await spokenSnapshot(page)}`;
      const file = snapshotFile(pagePath, locale);
      if (update) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, heard);
        continue;
      }
      const held = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(no snapshot yet)';
      expect.soft(heard, `what ${localized(locale, pagePath)} says`).toBe(held);
    }
  });
}
