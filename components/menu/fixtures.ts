import type { MenuItem, MenuLabels } from './types';

// Shared by the menu's tests: three groups, 'About us' nested three levels deep, one external link.

const link = (id: string, label: string, href: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  href,
  children,
});

export const menuItems: MenuItem[] = [
  {
    id: 'nav-1',
    label: 'About us',
    children: [
      link('link-1', 'Mission', '/en/mission'),
      link('link-2', 'Structure', '/en/structure', [
        link('link-3', 'Departments', '/en/structure/departments', [
          link('link-4', 'Audit department', '/en/structure/departments/audit'),
          link('link-5', 'Methodology department', '/en/structure/departments/methodology'),
        ]),
        link('link-6', 'Board', '/en/structure/board'),
      ]),
      link('link-7', 'History', '/en/history'),
    ],
  },
  {
    id: 'nav-2',
    label: 'Audit',
    children: [
      link('link-8', 'Audit reports', '/en/audit-reports'),
      link('link-9', 'Recommendations', '/en/recommendations'),
      { ...link('link-10', 'INTOSAI', 'https://www.intosai.org'), external: true },
    ],
  },
  {
    id: 'nav-3',
    label: 'Media',
    children: [link('link-11', 'News', '/en/xeberler'), link('link-12', 'Videos', '/en/videolar')],
  },
];

export const enLabels: MenuLabels = {
  nav: 'Main menu',
  open: 'Open the menu',
  close: 'Close the menu',
  external: '(opens in a new tab)',
  submenu: '{label} — submenu',
};

export const azLabels: MenuLabels = {
  nav: 'Əsas menyu',
  open: 'Menyunu aç',
  close: 'Menyunu bağla',
  external: '(yeni pəncərədə açılır)',
  submenu: '{label} — alt menyu',
};

/** Every href in a menu tree, depth first. */
export function allHrefs(items: MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.href ? [item.href] : []), ...allHrefs(item.children)]);
}
