import { calls, PLAIN_PUBLICATION_CALLS } from './calls';
import { ITEM_ROUTES, SEARCH_GROUPS, searchGroupKind, isItemKind } from './kinds';

describe('the content kinds', () => {
  it('name calls of the contract that answer a list under their own name', () => {
    for (const { call } of Object.values(ITEM_ROUTES)) {
      expect(calls[call].path).toBe(`/api/${call}/get`);
      expect(Object.keys(calls[call].reply.shape)).toContain(call);
    }
  });

  // The compiler refuses a kind whose call is neither plain nor read by a case of its own
  // (readPublications); a plain call without a kind would have no page, route nor feed.
  it("give each plain publication call one kind, listed under the call's name", () => {
    for (const name of PLAIN_PUBLICATION_CALLS) {
      const rows = Object.values(ITEM_ROUTES).filter((row) => row.call === name);
      expect(rows).toEqual([expect.objectContaining({ list: name, call: name })]);
      expect(rows[0]).not.toHaveProperty('filtered');
    }
  });

  // A group's index is part of a stored search alert's item id (lib/features/alerts/watch/items.ts ID_GROUP):
  // reordering would make every stored search look new again. Append, never reorder.
  it('keep the search groups in their recorded order, new ones only at the end', () => {
    const recorded = [
      'dercler',
      'xeberler',
      'elanlar',
      'cixislar',
      'musahibeler',
      'jurnallar',
      'layiheler',
      'meqaleler',
    ];
    expect(SEARCH_GROUPS.slice(0, recorded.length)).toEqual(recorded);
  });

  it('name each search group after a list call of the contract', () => {
    expect(SEARCH_GROUPS.filter((group) => !Object.hasOwn(calls, group))).toEqual([]);
  });

  it('every search group is the reply field of the search call', () => {
    expect(Object.keys(calls.neticeler.reply.shape.neticeler.shape).sort()).toEqual(
      expect.arrayContaining([...SEARCH_GROUPS].sort()),
    );
  });

  it('open a hit of a kind on its item page, a record hit on its type', () => {
    expect(searchGroupKind('xeberler')).toBe('xeber');
    expect(searchGroupKind('layiheler')).toBe('layihe');
    expect(searchGroupKind('dercler')).toBeNull();
    expect(isItemKind('xeber')).toBe(true);
    expect(isItemKind('toString')).toBe(false);
  });
});
