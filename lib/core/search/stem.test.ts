import { AZ_BASE_WORDS, AZ_INFLECTIONS } from './az-inflections';
import { foldAz } from './fold';
import { AZ_STEM_MIN, azBases, inflectionBases, stemAz, stemEn, stemFor } from './stem';

describe('stemAz', () => {
  it.each([
    ['hesabatlar', 'hesabat'],
    ['auditlerin', 'audit'],
    ['tovsiyelerin', 'tovsiye'],
    ['hesabatlarinin', 'hesabat'],
    ['budcesinin', 'budce'],
    ['nazirliyinde', 'nazirli'],
    ['azerisigin', 'azerisi'], // q softened to ğ before a vowel
    ['destekden', 'destek'],
  ])('%s → %s', (word, stem) => {
    expect(stemAz(word)).toBe(stem);
  });

  it.each(AZ_INFLECTIONS)('a prefix search on the stem of %s finds %s', (word, base) => {
    const stem = stemAz(foldAz(word));
    expect(foldAz(base).startsWith(stem)).toBe(true);
    expect(stem.length).toBeGreaterThanOrEqual(AZ_STEM_MIN);
  });

  it('leaves base words findable and short words whole', () => {
    for (const base of AZ_BASE_WORDS)
      expect(foldAz(base).startsWith(stemAz(foldAz(base)))).toBe(true);
    expect(stemAz('isler')).toBe('isler');
    expect(stemAz('ana')).toBe('ana');
    expect(stemAz('hesabatt')).toBe('hesabatt');
  });
});

describe('stemEn', () => {
  it('is the Snowball English stem', () => {
    expect(['budgets', 'reports', 'audited', 'recommendations'].map(stemEn)).toEqual([
      'budget',
      'report',
      'audit',
      'recommend',
    ]);
    expect(stemEn('2024')).toBe('2024');
  });

  it('applies by the page language', () => {
    expect(stemFor('reports', 'en')).toBe('report');
    expect(stemFor('hesabatlar', 'az')).toBe('hesabat');
  });
});

describe('inflectionBases', () => {
  it('gives the words an Azerbaijani word inflects, softened k and q restored', () => {
    expect(azBases('vakansiyalar')).toEqual(['vakansiya']);
    expect(azBases('azerisigin')).toEqual(['azerisig', 'azerisiq']);
    expect(azBases('nazirliyinde')).toEqual(['nazirliy', 'nazirlik']);
    // A one-letter ending is as likely a typo.
    expect(azBases('hesabata')).toEqual([]);
    expect(inflectionBases('hesabat', 'az')).toEqual([]);
  });

  it('gives the English words before a plural, past or -ing ending that can follow them', () => {
    expect(inflectionBases('trainings', 'en')).toEqual(['training']);
    expect(inflectionBases('vacancies', 'en')).toEqual(expect.arrayContaining(['vacancy']));
    expect(inflectionBases('speeches', 'en')).toEqual(expect.arrayContaining(['speech']));
    expect(inflectionBases('subsidys', 'en')).toEqual([]);
    expect(inflectionBases('procurment', 'en')).toEqual([]);
  });
});
