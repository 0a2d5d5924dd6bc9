import { highlightSegments } from './highlight';

const marked = (title: string, query: string) =>
  highlightSegments(title, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('highlightSegments', () => {
  it('marks words that start with a query word, ignoring case and Azerbaijani letters', () => {
    expect(marked('Xəbərlər və şirkətlərin İşıq hesabatı', 'xeber sirket isiq')).toEqual([
      'Xəbərlər',
      'şirkətlərin',
      'İşıq',
    ]);
  });

  it('does not mark a word that only contains the query inside it', () => {
    expect(marked('Dövlət büdcəsi', 'cesi')).toEqual([]);
  });

  it('keeps the whole title, in order, as text', () => {
    const title = 'Audit <b>hesabatı</b> & rəy';
    const segments = highlightSegments(title, 'hesabat');
    expect(segments.map((s) => s.text).join('')).toBe(title);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['hesabatı']);
  });

  it('marks nothing for a query without searchable words', () => {
    expect(highlightSegments('Audit', ' a ')).toEqual([{ text: 'Audit', match: false }]);
  });
});
