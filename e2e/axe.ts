import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rule sets every accessibility check runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's best-practice rules (landmarks, headings, region, ...) on top of WCAG. */
export const BEST_PRACTICE_TAGS = [...WCAG_TAGS, 'best-practice'];

/** Runs axe-core on the page as it is and expects no violation (`exclude`: selectors to skip). */
export async function expectNoAxeViolations(page: Page, exclude: string[] = [], tags = WCAG_TAGS) {
  // axe's contrast rule walks every text node: a long page (the search results at 375 px) takes
  // seconds of CPU, some tens on a loaded machine, on top of the page's own load.
  test.info().setTimeout(test.info().timeout + 60_000);
  // Only the violations are reported in full: axe then skips building a selector for every node
  // that passes (a tenth of each run). Legacy mode runs axe in the page itself, without the blank
  // page the default mode opens per run to combine frames' results: the site's pages have no
  // cross-origin frame (the accessibility spec ran 100 → 65 s; a planted contrast defect is still
  // found).
  let builder = new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}
