import { isExternal, localizePath, stripLocale } from './paths';

describe('locale paths', () => {
  it('adds /en for English only', () => {
    expect(localizePath('az', '/xeberler')).toBe('/xeberler');
    expect(localizePath('en', '/xeberler?x=1')).toBe('/en/xeberler?x=1');
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('az', 'page/sedr')).toBe('/page/sedr');
  });

  it('strips a language prefix, and only a whole segment', () => {
    expect(stripLocale('/en/xeberler')).toBe('/xeberler');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/az/page/sedr')).toBe('/page/sedr');
    expect(stripLocale('/english-page')).toBe('/english-page');
  });

  it('tells external links', () => {
    expect(isExternal('https://www.intosai.org')).toBe(true);
    expect(isExternal('/xeberler')).toBe(false);
  });
});
