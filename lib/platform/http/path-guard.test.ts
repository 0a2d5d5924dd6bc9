import { checkPath } from './path-guard';

describe('checkPath', () => {
  it.each([
    '/',
    '/xeberler',
    '/en/xeber/12',
    '/page/saytin-xeritesi',
    '/api/xeberler/get',
    '/az%C9%99rbaycan', // 'azərbaycan', well-formed UTF-8
    '/_next/static/chunks/app.js',
  ])('lets %s through', (path) => {
    expect(checkPath(path)).toEqual({ ok: true });
  });

  it.each([
    ['/jurnal/%E2%82', 400],
    ['/page/%%', 400],
    ['/cixis/%FF%FE%FD', 400],
    ['/meqale/%ED%A0%80', 400],
    ['/en/audit/%C3%28', 400],
    ['/%u0041/%u0041', 400],
    ['/api/infoqrafikler/%C0%AF', 400],
    ['/xeber/..%2F..%2Fetc%2Fpasswd', 400],
    ['/xeber/%252e%252e%252f', 400],
    ['/xeber/%2e%2e', 400],
    ['/xeber/1%00', 404],
    ['/xeber/1%20', 404],
    ['/xeber/1%09', 404],
    ['/xeber/1%5C', 404],
    [`/xeber/${'a'.repeat(300)}`, 404],
    [`/${'a/'.repeat(1100)}`, 414],
  ] as const)('rejects %s with %i', (path, status) => {
    expect(checkPath(path)).toEqual({ ok: false, status });
  });
});
