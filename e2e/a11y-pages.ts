/**
 * The page kinds every accessibility check covers: axe in e2e/a11y.spec.ts and the audit behind
 * the accessibility statement (scripts/a11y-audit.ts), so both measure the same pages.
 * Paths are Azerbaijani; English is the same path under /en.
 */
export const A11Y_PAGES: Array<[string, string]> = [
  ['the home shell', '/'],
  ['a static page', '/page/tez-tez-verilen-suallar'],
  ['the 404 page', '/no-such-section'],
  ['a record (with its recommendations)', '/audit/10'],
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
  ['a recommendation with its history', '/qerarlarin-izlenilmesi/5'],
  ['the request form', '/sorgu-ve-muracietler'],
  ['the accessibility statement', '/elcatanliq'],
  ['the API for developers', '/tertibatcilar'],
  ['the open data catalogue', '/aciq-melumatlar'],
  ['the translation report', '/tercumeler'],
];

/**
 * The widths the reflow check measures every page kind at (issue 51): a 1,280 px screen at 400 %
 * zoom (WCAG 1.4.10) and the common phones, where long words had widened tiles.
 */
export const PHONE_WIDTHS = [320, 360, 375, 390, 414];

/** A page's address in a language: Azerbaijani without prefix, English under /en. */
export function localized(locale: string, path: string): string {
  return `${locale === 'en' ? '/en' : ''}${path}`.replace(/^\/en\/$/, '/en');
}
