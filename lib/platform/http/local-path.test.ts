import fc from 'fast-check';
import { craftedPath, destination } from '@/test/crafted-paths';
import { localPath } from './local-path';

const SITE = 'https://sai.example';

describe('localPath', () => {
  it('keeps a local path with its query and fragment', () => {
    expect(localPath('/en/news?page=2#top')).toBe('/en/news?page=2#top');
    expect(localPath('/')).toBe('/');
    expect(localPath('/en/./xeberler/../axtaris?query=a')).toBe('/en/axtaris?query=a');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/./\\evil.example',
    '/%2e//evil.example',
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

  // Node's URL is the WHATWG parser browsers implement (e2e/back-links.spec.ts checks
  // the same property in Chromium itself).
  it('answers only what resolves on this site, to where the given address led', () => {
    fc.assert(
      fc.property(craftedPath, (value) => {
        const path = localPath(value);
        const led = URL.parse(value, SITE);
        const staysHere = !!led && led.origin === SITE && !led.pathname.startsWith('//');
        if (path === undefined) return !staysHere;
        const resolved = new URL(path, SITE);
        return (
          staysHere &&
          path.startsWith('/') &&
          !path.startsWith('//') &&
          resolved.origin === SITE &&
          destination(resolved) === destination(led!)
        );
      }),
      { numRuns: 5000, seed: 20261128 },
    );
  });
});
