import type { Locale } from '@/i18n/routing';
import type { MenuItem } from '@/components/menu/types';
import type { NavLink } from '@/lib/contract/entities';
import { isExternal, localizePath } from '@/lib/i18n/paths';

interface NavbarItem {
  id: number;
  title_az: string;
  title_en: string;
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
  return navbar.map((top) => ({
    id: `nav-${top.id}`,
    label: locale === 'en' ? top.title_en : top.title_az,
    children: links.filter((l) => l.nav === top.id).map((l) => toItem(l, locale)),
  }));
}
