/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dropInternalHeaders, isInternalHeader } from './internal-headers';

describe('internal headers', () => {
  it.each([
    ['x-middleware-rewrite', true],
    ['X-Middleware-Next', true],
    ['x-nextjs-cache', true],
    ['x-nextjs-matched-path', true],
    ['x-nextjs-rewritten-path', false],
    ['x-nextjs-stale-time', false],
    ['content-security-policy', false],
    ['x-frame-options', false],
  ])('%s is internal: %s', (name, internal) => {
    expect(isInternalHeader(name)).toBe(internal);
  });

  it('never leave a server of this process, however they were set', async () => {
    dropInternalHeaders();
    dropInternalHeaders(); // installed once only
    const server = http.createServer((req, res) => {
      res.setHeader('x-middleware-rewrite', `/az/xeberler?${'a'.repeat(5000)}`);
      res.setHeader('x-nextjs-rewritten-path', '/az/xeberler');
      res.setHeader('x-frame-options', 'DENY');
      if (req.url === '/object') res.writeHead(200, { 'x-nextjs-cache': 'HIT', 'x-kept': '1' });
      else if (req.url === '/list') res.writeHead(200, ['x-middleware-next', '1', 'x-kept', '1']);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ['/implicit', '/object', '/list']) {
        const r = await fetch(`http://127.0.0.1:${port}${path}`);
        const names = [...r.headers.keys()];
        expect(names.filter((n) => /^x-middleware-|^x-nextjs-cache/.test(n))).toEqual([]);
        expect(r.headers.get('x-nextjs-rewritten-path')).toBe('/az/xeberler');
        expect(r.headers.get('x-frame-options')).toBe('DENY');
        if (path !== '/implicit') expect(r.headers.get('x-kept')).toBe('1');
        expect(await r.text()).toBe('ok');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
