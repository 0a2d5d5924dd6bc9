import { excerptAround, EXCERPT_WORDS } from './excerpt';

const text = Array.from({ length: 60 }, (_, i) => `söz${i}`).join(' ');

describe('excerptAround', () => {
  it('cuts 25 words around the first matched word, with ellipses', () => {
    const body = text.replace('söz30', 'hesabatları');
    const excerpt = excerptAround(body, 'hesabatlar', 'az');
    expect(excerpt.startsWith('… söz25 ')).toBe(true);
    expect(excerpt).toContain('hesabatları');
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt.replace(/… | …/g, '').split(' ')).toHaveLength(EXCERPT_WORDS);
  });

  it('starts at the beginning when no word matches, and keeps a short text whole', () => {
    expect(excerptAround(text, 'audit', 'az').startsWith('söz0 ')).toBe(true);
    expect(excerptAround('Dövlət büdcəsi haqqında', 'budce', 'az')).toBe('Dövlət büdcəsi haqqında');
    expect(excerptAround('', 'budce', 'az')).toBe('');
  });

  it('matches English words by their stem', () => {
    expect(excerptAround(`${text} budgetary`, 'budgets', 'en')).toContain('budgetary');
  });
});
