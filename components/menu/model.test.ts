import { menuItems } from '@/test/fixtures/menu';
import { containsCurrent, currentLinkId, fillLabel, isCurrent, togglePath } from './model';
import type { MenuItem } from './types';

const item = (href: string, external = false): MenuItem => ({
  id: 'x',
  label: 'X',
  href,
  external,
  children: [],
});

describe('togglePath', () => {
  test('opens an item below the open branch', () => {
    expect(togglePath(['nav-1'], 'link-2', 1)).toEqual(['nav-1', 'link-2']);
  });
  test('opening a sibling closes the other one and everything below it', () => {
    expect(togglePath(['nav-1', 'link-2', 'link-3'], 'nav-2', 0)).toEqual(['nav-2']);
  });
  test('toggling an open item closes it and its descendants', () => {
    expect(togglePath(['nav-1', 'link-2', 'link-3'], 'link-2', 1)).toEqual(['nav-1']);
  });
});

describe('isCurrent', () => {
  test('matches the same path, ignoring a trailing slash, query and hash', () => {
    expect(isCurrent(item('/en/xeberler'), '/en/xeberler')).toBe(true);
    expect(isCurrent(item('/en/xeberler'), '/en/xeberler/')).toBe(true);
    expect(isCurrent(item('/en/xeberler/'), '/en/xeberler?page=2#top')).toBe(true);
    expect(isCurrent(item('/'), '/')).toBe(true);
  });
  test('does not match a different page, a prefix or an external link', () => {
    expect(isCurrent(item('/en/xeberler'), '/en/xeberler/12')).toBe(false);
    expect(isCurrent(item('/en'), '/en/xeberler')).toBe(false);
    expect(isCurrent(item('https://example.org/en'), '/en')).toBe(false);
    expect(isCurrent(item('/en', true), '/en')).toBe(false);
  });
});

test('containsCurrent finds the current page three levels down', () => {
  const [about, audit] = menuItems;
  const id = currentLinkId(menuItems, '/en/structure/departments/audit');
  expect(containsCurrent(about!, id)).toBe(true);
  expect(containsCurrent(audit!, id)).toBe(false);
});

test('fillLabel puts the label into the template', () => {
  expect(fillLabel('{label} — alt menyu', 'Struktur')).toBe('Struktur — alt menyu');
  expect(fillLabel('Submenu', 'Struktur')).toBe('Submenu');
});

describe('currentLinkId', () => {
  const link = (id: string, href: string, children: MenuItem[] = []): MenuItem => ({
    id,
    label: id,
    href,
    external: false,
    children,
  });
  const menu = [
    link('news', '/xeberler'),
    link('reports', '/filter?type=audit', [
      link('audit', '/filter?type=audit'),
      link('opinions', '/filter?type=rey'),
      link('activity', '/filter?type=fealiyyet-hesabati'),
    ]),
  ];

  test('marks no link on /filter without a query: every filter link asks for a type', () => {
    expect(currentLinkId(menu, '/filter')).toBeNull();
  });
  test('marks one link on a filter URL: the deepest of those with the same address', () => {
    expect(currentLinkId(menu, '/filter?type=audit&il=2024')).toBe('audit');
    expect(currentLinkId(menu, '/filter?type=rey')).toBe('opinions');
  });
  test('marks a plain page whatever its query', () => {
    expect(currentLinkId(menu, '/xeberler?page=2')).toBe('news');
    expect(currentLinkId(menu, '/videolar')).toBeNull();
  });
  test('containsCurrent follows the chosen link up its branch', () => {
    expect(containsCurrent(menu[1]!, 'audit')).toBe(true);
    expect(containsCurrent(menu[0]!, 'audit')).toBe(false);
  });
});
