import { checkPath } from './path-guard';
import { escapeDotSegments } from './dot-segments';

describe('escapeDotSegments', () => {
  it.each([
    ['/api/%2e%2e/%2e%2e/etc/passwd', '/api/%252e%252e/%252e%252e/etc/passwd'],
    ['/api/../etc/passwd', '/api/%252e%252e/etc/passwd'],
    ['/xeber/./1', '/xeber/%252e/1'],
    ['/api/.%2E/x?language=en', '/api/%252e%252E/x?language=en'],
    ['/a\\..\\b', '/a%5C..%5Cb'],
  ])('escapes %s so the URL parser keeps it', (target, escaped) => {
    expect(escapeDotSegments(target)).toBe(escaped);
  });

  it.each(['/', '/xeber/1', '/en/search?q=..', '/file.pdf', '/a/...', '/a/.b', '*'])(
    'leaves %s alone',
    (target) => {
      expect(escapeDotSegments(target)).toBeNull();
    },
  );

  it.each(['/api/%2e%2e/%2e%2e/etc/passwd', '/api/../x', '/api/.%2e/x', '/a\\b'])(
    '%s, escaped, is still the same path for the URL parser and refused by the guard',
    (target) => {
      const escaped = escapeDotSegments(target) ?? target;
      const path = new URL(escaped, 'http://site').pathname;
      expect(path).toBe(escaped.split('?')[0]);
      expect(checkPath(path).ok).toBe(false);
    },
  );
});
