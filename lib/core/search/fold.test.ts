import { foldAz, searchWords } from './fold';

describe('foldAz', () => {
  it.each([
    ['Xəbər', 'xeber'],
    ['ŞİRKƏT', 'sirket'],
    ['İşıq', 'isiq'],
    ['Gənclər və Ölkə', 'gencler ve olke'],
    ['Çağdaş Üsul', 'cagdas usul'],
  ])('folds %s to %s', (input, expected) => {
    expect(foldAz(input)).toBe(expected);
  });

  it('keeps the length, so positions map back to the original', () => {
    const text = 'Azərişıq ASC-də audit';
    expect(foldAz(text)).toHaveLength(text.length);
  });
});

describe('searchWords', () => {
  it('splits on punctuation, drops one-letter words and duplicates, keeps eight', () => {
    expect(searchWords('audit, audit; a hesabat-2024')).toEqual(['audit', 'hesabat', '2024']);
    expect(searchWords('jurnal, 2024, № 3')).toEqual(['jurnal', '2024', '3']);
    expect(searchWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
  });
});
