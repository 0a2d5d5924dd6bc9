import type { NavLink } from '@/lib/core/contract/entities';
import type { MenuItem } from './menu-types';
import { buildMenu } from './menu-items';

const navbar = [
  { id: 2, title_az: 'Fəaliyyət', title_en: 'Activity', order_num: 2 },
  { id: 1, title_az: 'Haqqımızda', title_en: 'About', order_num: 1 },
];

function link(
  id: number,
  parent: number,
  order_num: number,
  extra: Partial<NavLink> = {},
): NavLink {
  return {
    id,
    nav: 1,
    parent,
    link: `/p${id}`,
    name_az: `az ${id}`,
    name_en: `en ${id}`,
    order_num,
    children: [],
    ...extra,
  };
}

/** The tree as ids: [id, children]. */
const shape = (items: MenuItem[]): unknown[] => items.map((i) => [i.id, shape(i.children)]);

describe('buildMenu', () => {
  it('nests a flat list by parent, each level by order_num then id', () => {
    const links = [link(3, 1, 2), link(1, 0, 1), link(4, 1, 1), link(5, 1, 1), link(2, 0, 1)];
    expect(shape(buildMenu(navbar, links, 'az'))).toEqual([
      [
        'nav-1',
        [
          [
            'link-1',
            [
              ['link-4', []],
              ['link-5', []],
              ['link-3', []],
            ],
          ],
          ['link-2', []],
        ],
      ],
      ['nav-2', []],
    ]);
  });

  it('reads a nested list and a mix, each link once (the first seen)', () => {
    const nested = link(1, 0, 1, { children: [link(2, 1, 1, { name_az: 'first' })] });
    const menu = buildMenu(
      navbar,
      [nested, link(2, 1, 1, { name_az: 'second' }), link(6, 2, 1)],
      'az',
    );
    expect(shape(menu)[0]).toEqual(['nav-1', [['link-1', [['link-2', [['link-6', []]]]]]]]);
    expect(menu[0]?.children[0]?.children[0]?.label).toBe('first');
  });

  it('ends a cycle of parents and keeps a link whose parent is missing at the top', () => {
    // 1 → 2 → 3 → 2: the cycle stops where a link would contain itself.
    const links = [link(1, 0, 1), link(2, 1, 1), link(3, 2, 1), link(2, 3, 1), link(9, 77, 2)];
    const cyclic = [link(10, 0, 3), link(11, 12, 1), link(12, 11, 1)];
    expect(shape(buildMenu(navbar, [...links, ...cyclic], 'az'))[0]).toEqual([
      'nav-1',
      [
        ['link-1', [['link-2', [['link-3', []]]]]],
        ['link-9', []],
        ['link-10', []],
      ],
    ]);
  });

  it('labels in the language and prefixes internal links only', () => {
    const links = [link(1, 0, 1), link(2, 0, 2, { link: 'https://example.org/x' })];
    const [about] = buildMenu(navbar, links, 'en');
    expect(about?.label).toBe('About');
    expect(about?.children.map(({ label, href, external }) => ({ label, href, external }))).toEqual(
      [
        { label: 'en 1', href: '/en/p1', external: undefined },
        { label: 'en 2', href: 'https://example.org/x', external: true },
      ],
    );
  });
});
