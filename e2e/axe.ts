import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets every accessibility check runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's best-practice rules (landmarks, headings, region, ...) on top of WCAG. */
export const BEST_PRACTICE_TAGS = [...WCAG_TAGS, 'best-practice'];

/** Runs axe-core on the page as it is and expects no violation (`exclude`: selectors to skip). */
export async function expectNoAxeViolations(page: Page, exclude: string[] = [], tags = WCAG_TAGS) {
  let builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** The page kinds every axe check covers (e2e/a11y.spec.ts; e2e/theme.spec.ts in the dark theme). */
export const AXE_PAGES: Array<[string, string]> = [
  ['the home shell', '/'],
  ['a static page', '/page/tez-tez-verilen-suallar'],
  ['the 404 page', '/no-such-section'],
  ['a record', '/audit/53'],
  ['the archive filter', '/filter?type=audit&audit_nov=2'],
  ['the search results', '/search?query=audit'],
  ['a publication list', '/xeberler'],
  ['the announcements with a section chosen', '/elanlar?section=satinalma'],
  ['the project categories', '/layiheler'],
  ['a publication item with a gallery', '/xeber/64'],
  ['an item 404 page', '/musahibe/999999'],
  ['a legal list', '/qanunlar'],
  ['the videos', '/videolar'],
  ['a video group', '/videolar?group=7'],
  ['the civil service tabs', '/dovlet-qullugu#musahibe-neticeleri'],
  ['the infographics', '/infoqrafikler'],
  ['the budget summaries', '/budce-xulasesi'],
  ['the recommendations tracker', '/qerarlarin-izlenilmesi?il=all&page=2'],
];
