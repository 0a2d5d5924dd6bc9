import type { Locale } from '@/i18n/routing';
import type { MenuItem } from './menu-types';
import type { NavLink } from '@/lib/core/contract/entities';
import { isExternal, localizePath } from '@/i18n/paths';

interface NavbarItem {
  id: number;
  title_az: string;
  title_en: string;
  order_num: number;
}

const byOrder = <T extends { order_num: number; id: number }>(list: T[]) =>
  [...list].sort((a, b) => a.order_num - b.order_num || a.id - b.id);

/**
 * The navlink tree whatever form it came in (docs/contract.md §3 leaves it open): a nested
 * list (children), a flat list (parent ids), or a mix; each level by order_num. Every page
 * builds it (the menu), so the links are grouped by parent once rather than searched for
 * each link's children.
 */
function linkTree(links: NavLink[]): NavLink[] {
  const all = new Map<number, NavLink>();
  const walk = (list: NavLink[]) =>
    list.forEach((l) => {
      if (!all.has(l.id)) all.set(l.id, l);
      walk(l.children ?? []);
    });
  walk(links);
  const byParent = new Map<number, NavLink[]>();
  for (const l of all.values()) {
    const siblings = byParent.get(l.parent);
    if (siblings) siblings.push(l);
    else byParent.set(l.parent, [l]);
  }
  for (const [parent, list] of byParent) byParent.set(parent, byOrder(list));
  // `path`: the links above, so that a cycle of parents ends.
  const withChildren = (l: NavLink, path: Set<number>): NavLink => {
    path.add(l.id);
    const children = (byParent.get(l.id) ?? [])
      .filter((c) => !path.has(c.id))
      .map((c) => withChildren(c, path));
    path.delete(l.id);
    return { ...l, children };
  };
  // Top-level links: parent 0, or a parent that is not in the list.
  return byOrder([...all.values()].filter((l) => l.parent === 0 || !all.has(l.parent))).map((l) =>
    withChildren(l, new Set()),
  );
}

function toItem(link: NavLink, locale: Locale): MenuItem {
  const external = isExternal(link.link);
  return {
    id: `link-${link.id}`,
    label: locale === 'en' ? link.name_en : link.name_az,
    href: external ? link.link : localizePath(locale, link.link),
    ...(external ? { external: true } : {}),
    children: link.children.map((c) => toItem(c, locale)),
  };
}

/**
 * The menu in a language: each navbar item with the navlink tree under it;
 * internal links get the language prefix, external ones stay as they are.
 */
export function buildMenu(navbar: NavbarItem[], links: NavLink[], locale: Locale): MenuItem[] {
  const tree = linkTree(links);
  return byOrder(navbar).map((top) => ({
    id: `nav-${top.id}`,
    label: locale === 'en' ? top.title_en : top.title_az,
    children: tree.filter((l) => l.nav === top.id).map((l) => toItem(l, locale)),
  }));
}
