import { SEARCH_GROUPS } from '@/lib/core/contract/search-groups';
import { bestFirst, groupOrder, nearExactTitle } from './group-order';

const empty = {
  dercler: [],
  xeberler: [],
  elanlar: [],
  cixislar: [],
  musahibeler: [],
  jurnallar: [],
  layiheler: [],
  meqaleler: [],
};
const hits = (...tiers: number[]) => tiers.map((tier) => ({ tier }));

describe('groupOrder', () => {
  it('puts the groups whose first hit matched in its title before those matched in the text', () => {
    const order = groupOrder({
      ...empty,
      dercler: hits(4, 4),
      xeberler: hits(2, 4),
      cixislar: hits(1),
      jurnallar: hits(3),
    });
    expect(order.slice(0, 4)).toEqual(['xeberler', 'cixislar', 'jurnallar', 'dercler']);
  });

  it('keeps the contract order among equals, and for an upstream, whose hits have no tier', () => {
    expect(groupOrder({ ...empty, layiheler: hits(1), elanlar: hits(2) })).toEqual([
      'elanlar',
      'layiheler',
      'dercler',
      'xeberler',
      'cixislar',
      'musahibeler',
      'jurnallar',
      'meqaleler',
    ]);
    const upstream = { ...empty, xeberler: [{}], dercler: [{}], layiheler: [{}] };
    expect(groupOrder(upstream)).toEqual([...SEARCH_GROUPS]);
  });

  it('changes the order shown, never SEARCH_GROUPS itself', () => {
    groupOrder({ ...empty, layiheler: hits(1) });
    expect(SEARCH_GROUPS[0]).toBe('dercler');
    expect(SEARCH_GROUPS[6]).toBe('layiheler');
  });

  it('puts a group holding an exact or near-exact title first, whatever its kind (issue 57)', () => {
    const typed = { query: 'Fiskal qaydalar', lang: 'az' } as const;
    const order = groupOrder(
      {
        ...empty,
        dercler: [{ tier: 1, title: 'Fiskal qaydalar və büdcə davamlılığı haqqında rəy hesabatı' }],
        xeberler: [{ tier: 2, title: 'Fiskal qaydaların tətbiqi müzakirə edildi' }],
        meqaleler: [
          { tier: 4, title: 'Başqa' },
          { tier: 4, title: 'Fiskal qaydalar' },
        ],
      },
      typed,
    );
    expect(order.slice(0, 3)).toEqual(['meqaleler', 'dercler', 'xeberler']);
  });
});

describe('nearExactTitle and bestFirst', () => {
  const typed = { query: 'fiskal qaydalar', lang: 'az' } as const;

  it("knows a title of the query's words, inflected or with up to two more words", () => {
    expect(nearExactTitle('Fiskal qaydalar', typed)).toBe(true);
    expect(nearExactTitle('Fiskal qaydaların rolu', typed)).toBe(true);
    expect(nearExactTitle('Fiskal qaydalar və büdcə davamlılığı haqqında', typed)).toBe(false);
    expect(nearExactTitle('Fiskal siyasət', typed)).toBe(false);
  });

  it("lists a group's near-exact titles first, the rest in the search's order", () => {
    const hits = [{ title: 'A qaydalar' }, { title: 'Fiskal qaydalar' }, { title: 'B' }];
    expect(bestFirst(hits, typed).map((h) => h.title)).toEqual([
      'Fiskal qaydalar',
      'A qaydalar',
      'B',
    ]);
  });
});
