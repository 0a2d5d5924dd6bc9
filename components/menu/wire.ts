import type { MenuItem } from './types';

/** A menu item as the layout sends it to the browser: a link without sub-items has no `children`. */
export type WireMenuItem = Omit<MenuItem, 'children'> & { children?: WireMenuItem[] };

/**
 * The menu without its empty `children` lists, for the RSC payload of every page (issue 55: 42 of
 * its 47 items are links without sub-items).
 */
export function compactMenu(items: MenuItem[]): WireMenuItem[] {
  return items.map(({ children, ...item }) =>
    children.length > 0 ? { ...item, children: compactMenu(children) } : item,
  );
}

/** The menu again as the components read it: every item with its list of sub-items. */
export function fullMenu(items: WireMenuItem[]): MenuItem[] {
  return items.map(({ children = [], ...item }) => ({ ...item, children: fullMenu(children) }));
}
