import type { MenuItem } from '@/lib/core/site/menu-types';

export type { MenuItem };

/** Every string the menu shows or announces, in the page's language. */
export interface MenuLabels {
  /** aria-label of the <nav> and of the open phone panel (a dialog). */
  nav: string;
  /** The mobile toggle's label while the panel is closed. */
  open: string;
  /** The mobile toggle's label while open, and the panel's close button. */
  close: string;
  /** Hint for external links, e.g. '(opens in a new tab)'. */
  external: string;
  /** Accessible name of a sub-menu toggle; '{label}' is replaced by the link's label. */
  submenu: string;
}
