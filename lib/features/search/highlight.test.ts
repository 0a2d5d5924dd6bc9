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

  it('marks a word holding a query word of three letters or more inside it, as search finds it', () => {
    expect(marked('Dövlət büdcəsi', 'cesi')).toEqual(['büdcəsi']);
    expect(marked('“Azərişıq” ASC', 'isiq')).toEqual(['Azərişıq']);
    expect(marked('Dövlət büdcəsi', 'si')).toEqual([]);
  });

  it('keeps the whole title, in order, as text', () => {
    const title = 'Audit <b>hesabatı</b> & rəy';
    const segments = highlightSegments(title, 'hesabat');
    expect(segments.map((s) => s.text).join('')).toBe(title);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['hesabatı']);
  });

  it('marks a name the search kept whole as itself, not the start its stem shares', () => {
    const title = '“Azərsu” ASC-nin Azərbaycan üzrə hesabatı';
    // By its stem `azər`, as an upstream's results (which carry no names) are marked.
    expect(marked(title, 'Azərsu')).toEqual(['Azərsu', 'Azərbaycan']);
    const names = highlightSegments(title, 'Azərsu', 'az', ['azersu']);
    expect(names.filter((s) => s.match).map((s) => s.text)).toEqual(['Azərsu']);
  });

  it('marks the inflected forms an inflected query finds, by its stem in the page language', () => {
    expect(marked('Hesabat və hesabatı, auditin nəticəsi', 'hesabatlar auditlərin')).toEqual([
      'Hesabat',
      'hesabatı',
      'auditin',
    ]);
    expect(highlightSegments('Budget report', 'budgets', 'en').filter((s) => s.match)).toEqual([
      { text: 'Budget', match: true },
    ]);
  });

  it('marks nothing for a query without searchable words', () => {
    expect(highlightSegments('Audit', ' a ')).toEqual([{ text: 'Audit', match: false }]);
  });
});
