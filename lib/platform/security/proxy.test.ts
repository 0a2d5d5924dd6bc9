import { NextRequest, NextResponse } from 'next/server';
import { ERROR_HEADER } from '@/lib/platform/http/error-document';
import { secure } from './proxy';

/** The request headers the proxy passes on to the render (Next's override protocol). */
function forwardedHeaders(response: Response): Map<string, string> {
  const keys = (response.headers.get('x-middleware-override-headers') ?? '').split(',');
  return new Map(keys.map((k) => [k, response.headers.get(`x-middleware-request-${k}`) ?? '']));
}

const routes = { reject: () => null, route: () => NextResponse.next() };

describe('the proxy', () => {
  it('strips the renderer-internal error header a client sends, and keeps the rest', () => {
    const request = new NextRequest('http://localhost/no-such-section', {
      headers: { [ERROR_HEADER]: '500', 'accept-language': 'az' },
    });
    const forwarded = forwardedHeaders(secure(request, routes));
    expect(forwarded.has(ERROR_HEADER)).toBe(false);
    expect(forwarded.get('accept-language')).toBe('az');
    expect(forwarded.get('content-security-policy')).toMatch(/'nonce-/);
  });

  it('passes a request without the header on unchanged', () => {
    const request = new NextRequest('http://localhost/xeberler', { headers: { 'x-test': '1' } });
    const forwarded = forwardedHeaders(secure(request, routes));
    expect(forwarded.get('x-test')).toBe('1');
  });
});
