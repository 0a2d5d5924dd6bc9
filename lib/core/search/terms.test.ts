import { queryTerms, termMatches } from './terms';

describe('queryTerms', () => {
  it('makes words under three letters whole words (issue 57): İT is not "itki"', () => {
    const [it, audit] = queryTerms('İT auditi', 'az');
    expect(it).toMatchObject({ word: 'it', whole: true });
    expect(termMatches('itki', it!)).toBe(false);
    expect(termMatches('ittifaqi', it!)).toBe(false);
    expect(termMatches('it', it!)).toBe(true);
    expect(audit!.whole).toBeUndefined();
    expect(termMatches('auditlerin', audit!)).toBe(true);
  });

  it('finds the y of an English base its plural turned to i: ministries is "ministry"', () => {
    const [ministries] = queryTerms('ministries', 'en');
    expect(termMatches('ministry', ministries!)).toBe(true);
    expect(termMatches('ministries', ministries!)).toBe(true);
    const [ministry] = queryTerms('ministry', 'en');
    expect(termMatches('ministries', ministry!)).toBe(true);
  });
});
