import { parseSearchQuery, parseSearchScope, searchHref } from './search-query';

describe('parseSearchQuery', () => {
  it('trims the keyword and takes the first of repeated values', () => {
    expect(parseSearchQuery('  audit  ')).toBe('audit');
    expect(parseSearchQuery(['xeber', 'rey'])).toBe('xeber');
  });

  it('is empty for a missing or blank keyword', () => {
    expect(parseSearchQuery(undefined)).toBe('');
    expect(parseSearchQuery(' \t ')).toBe('');
    expect(parseSearchQuery([])).toBe('');
  });

  it('cuts a long keyword to 200 characters', () => {
    expect(parseSearchQuery('a'.repeat(500))).toHaveLength(200);
  });
});

describe('parseSearchScope', () => {
  it('takes a known group as the type and a page of it', () => {
    expect(parseSearchScope({ type: 'xeberler', page: '3' })).toEqual({
      type: 'xeberler',
      page: 3,
      exact: false,
    });
    expect(parseSearchScope({ type: ['jurnallar', 'xeberler'], exact: '1' })).toEqual({
      type: 'jurnallar',
      page: 1,
      exact: true,
    });
  });

  it('means all types and page 1 for anything else', () => {
    const none = { type: undefined, page: 1, exact: false };
    expect(parseSearchScope({})).toEqual(none);
    expect(parseSearchScope({ type: 'toString', page: '2' })).toEqual(none);
    expect(parseSearchScope({ page: '2' })).toEqual(none); // a page without a type
    expect(parseSearchScope({ type: 'xeberler', page: '0' }).page).toBe(1);
    expect(parseSearchScope({ type: 'xeberler', page: '-2' }).page).toBe(1);
    expect(parseSearchScope({ type: 'xeberler', page: '2.5' }).page).toBe(1);
    expect(parseSearchScope({ type: 'xeberler', exact: 'yes' }).exact).toBe(false);
  });

  it('stops at the last page the search gives', () => {
    expect(parseSearchScope({ type: 'xeberler', page: '51' }).page).toBe(50);
    expect(parseSearchScope({ type: 'xeberler', page: '999999' }).page).toBe(50);
  });
});

describe('searchHref', () => {
  it('writes the words, then only what is not the default, in the page language', () => {
    expect(searchHref('az', 'büdcə')).toBe('/search?query=b%C3%BCdc%C9%99');
    expect(searchHref('en', 'audit', { type: 'xeberler', page: 2 })).toBe(
      '/en/search?query=audit&type=xeberler&page=2',
    );
    expect(searchHref('az', 'audit', { type: 'xeberler', page: 1, exact: true })).toBe(
      '/search?query=audit&type=xeberler&exact=1',
    );
    // A page belongs to a type: without one there is only the first.
    expect(searchHref('az', 'audit', { page: 3, exact: false })).toBe('/search?query=audit');
  });
});
