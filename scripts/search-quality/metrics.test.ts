import { gradesOf, ndcgAt, precisionAt } from './metrics';
import type { JudgedQuery } from '@/test/fixtures/search-judged/types';

const grades = new Map([
  ['a', 3],
  ['b', 2],
  ['c', 1],
] as const);

describe('ndcgAt', () => {
  it('is 1 for the ideal order and less for any other', () => {
    expect(ndcgAt(['a', 'b', 'c'], grades)).toBeCloseTo(1);
    expect(ndcgAt(['c', 'b', 'a'], grades)).toBeLessThan(1);
    expect(ndcgAt(['x', 'a', 'b', 'c'], grades)).toBeLessThan(
      ndcgAt(['a', 'x', 'b', 'c'], grades)!,
    );
  });

  it('counts judged items never found against the list, and ignores places after k', () => {
    // Ideal DCG: 7 + 3/log2(3) + 1/2; found only `a`: 7.
    expect(ndcgAt(['a'], grades)).toBeCloseTo(7 / (7 + 3 / Math.log2(3) + 0.5));
    expect(ndcgAt(['x', 'a'], grades, 1)).toBe(0);
  });

  it('is null when nothing is relevant', () => {
    expect(ndcgAt(['a'], new Map())).toBeNull();
  });
});

describe('precisionAt', () => {
  it('counts relevant items among the first three', () => {
    expect(precisionAt(['a', 'x', 'c', 'b'], grades)).toBeCloseTo(2 / 3);
    expect(precisionAt([], grades)).toBe(0);
    expect(precisionAt(['a'], new Map())).toBeNull();
  });
});

describe('gradesOf', () => {
  const set: JudgedQuery[] = [
    {
      query: 'büdcə',
      language: 'az',
      kind: 'topic',
      grades: { 3: ['dercler/4'], 1: ['elanlar/9'] },
    },
    { query: 'bücdə', language: 'az', kind: 'typo-swapped', as: 'büdcə' },
    { query: 'budget', language: 'en', kind: 'topic', as: 'büdcə' },
  ];

  it('reads the grades of the query a misspelling is judged as', () => {
    expect([...gradesOf(set[1]!, set)]).toEqual([
      ['elanlar/9', 1],
      ['dercler/4', 3],
    ]);
  });

  it('refuses a query judged as one of another language or of none', () => {
    expect(() => gradesOf(set[2]!, set)).toThrow(/missing/);
  });
});
