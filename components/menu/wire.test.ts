import { compactMenu, fullMenu } from './wire';
import type { MenuItem } from './types';

const MENU: MenuItem[] = [
  {
    id: 'nav-1',
    label: 'About',
    children: [
      { id: 'link-1', label: 'Chair', href: '/page/sedr', children: [] },
      {
        id: 'link-2',
        label: 'INTOSAI',
        href: 'https://www.intosai.org',
        external: true,
        children: [],
      },
    ],
  },
  { id: 'link-3', label: 'News', href: '/xeberler', children: [] },
];

describe("the menu's wire form", () => {
  it('leaves out the empty lists of sub-items, and gets them back', () => {
    const wire = compactMenu(MENU);
    expect(JSON.stringify(wire)).not.toContain('"children":[]');
    expect(wire[0]!.children).toHaveLength(2);
    expect(fullMenu(wire)).toEqual(MENU);
  });
});
