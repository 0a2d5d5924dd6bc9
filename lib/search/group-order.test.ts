import { SEARCH_GROUPS } from '@/lib/contract/search-groups';
import { groupOrder } from './group-order';

const empty = {
  dercler: [],
  xeberler: [],
  elanlar: [],
  cixislar: [],
  musahibeler: [],
  jurnallar: [],
  layiheler: [],
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
    ]);
    const upstream = { ...empty, xeberler: [{}], dercler: [{}], layiheler: [{}] };
    expect(groupOrder(upstream)).toEqual([...SEARCH_GROUPS]);
  });

  it('changes the order shown, never SEARCH_GROUPS itself', () => {
    groupOrder({ ...empty, layiheler: hits(1) });
    expect(SEARCH_GROUPS[0]).toBe('dercler');
    expect(SEARCH_GROUPS[6]).toBe('layiheler');
  });
});
