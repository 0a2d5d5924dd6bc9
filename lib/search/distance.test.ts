import { editDistance } from './distance';

describe('editDistance', () => {
  it.each([
    ['seihyye', 'sehiyye', 1], // a transposition is one edit
    ['sehiye', 'sehiyye', 1],
    ['hesbat', 'hesabat', 1],
    ['hesabatt', 'hesabat', 1],
    ['hesabatt', 'hesabata', 1],
    ['budjet', 'budget', 1],
    ['budget', 'budce', 2],
    ['ca', 'abc', 3], // optimal string alignment, not full Damerau
    ['', 'abc', 3],
    ['audit', 'audit', 0],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('stops at the limit', () => {
    expect(editDistance('hesabat', 'xeberler', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
