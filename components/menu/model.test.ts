import { menuItems } from './fixtures';
import { containsCurrent, fillLabel, isCurrent, togglePath } from './model';
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
  expect(containsCurrent(about!, '/en/structure/departments/audit')).toBe(true);
  expect(containsCurrent(audit!, '/en/structure/departments/audit')).toBe(false);
});

test('fillLabel puts the label into the template', () => {
  expect(fillLabel('{label} — alt menyu', 'Struktur')).toBe('Struktur — alt menyu');
  expect(fillLabel('Submenu', 'Struktur')).toBe('Submenu');
});
