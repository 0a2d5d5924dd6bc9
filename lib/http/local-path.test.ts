import { localPath } from './local-path';

describe('localPath', () => {
  it('keeps a local path with its query and fragment', () => {
    expect(localPath('/en/news?page=2#top')).toBe('/en/news?page=2#top');
    expect(localPath('/')).toBe('/');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'xeberler',
    '',
    '/' + 'a'.repeat(2001),
    42,
    undefined,
  ])('refuses %p', (value) => expect(localPath(value)).toBeUndefined());

  it('refuses a path longer than the given limit', () => {
    expect(localPath('/' + 'a'.repeat(1000), 1000)).toBeUndefined();
    expect(localPath('/' + 'a'.repeat(998), 1000)).toBe('/' + 'a'.repeat(998));
  });
});
