/**
 * The visitor's colour theme (docs/design.md, "Themes"): light, dark, or the
 * system's (the default). The choice lives in one first-party cookie holding
 * only that word; any other value is ignored, as if there were none.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = 'theme';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The theme a cookie or form field names, or undefined for anything else. */
export function parseTheme(value: unknown): Theme | undefined {
  return THEMES.find((t) => t === value);
}

/** The `data-theme` of <html>: only an explicit choice; "system" leaves it to the media query. */
export function themeAttribute(theme: Theme | undefined): 'light' | 'dark' | undefined {
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

/** The Set-Cookie value that keeps a choice for a year (Secure when served over https). */
export function themeCookie(theme: Theme, https: boolean): string {
  const parts = [`${THEME_COOKIE}=${theme}`, 'Path=/', `Max-Age=${YEAR_SECONDS}`, 'SameSite=Lax'];
  return [...parts, 'HttpOnly', ...(https ? ['Secure'] : [])].join('; ');
}
