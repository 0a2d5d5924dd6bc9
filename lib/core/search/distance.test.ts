import { editDistance, likelySlip } from './distance';

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

describe('likelySlip', () => {
  it.each([
    ['memorandumi', 'memorandumu'], // u and i are neighbours
    ['hesabatt', 'hesabat'], // a letter doubled
    ['webinar', 'webbinar'], // a double letter halved
    ['seihyye', 'sehiyye'], // two neighbours swapped
    ['budgte', 'budget'],
  ])('%s is a likely slip of %s', (typed, meant) => {
    expect(likelySlip(typed, meant)).toBe(true);
  });

  it.each([
    ['memorandumi', 'memorandum'], // an i added, not a doubling
    ['hesabatt', 'hesabata'], // t and a are far apart
    ['budjet', 'budget'], // j and g are not neighbours
    ['audit', 'audit'],
    ['hesbat', 'hesabatlar'],
  ])('%s is not a likely slip of %s', (typed, meant) => {
    expect(likelySlip(typed, meant)).toBe(false);
  });
});
