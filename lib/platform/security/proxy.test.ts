import { NextRequest, NextResponse } from 'next/server';
import { ERROR_HEADER } from '@/lib/platform/http/error-document';
import { secure } from './proxy';

/** The request headers the proxy passes on to the render (Next's override protocol). */
function forwardedHeaders(response: Response): Map<string, string> {
  const keys = (response.headers.get('x-middleware-override-headers') ?? '').split(',');
  return new Map(keys.map((k) => [k, response.headers.get(`x-middleware-request-${k}`) ?? '']));
}

const routes = {
  reject: () => null,
  route: () => NextResponse.next(),
  redirect: () => null,
  isPrivate: () => false,
  sources: {},
};

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

  it('takes what it knows of the product from its caller: redirects, private pages, framed hosts', () => {
    const request = new NextRequest('http://localhost/old?x=1');
    const wired = {
      ...routes,
      redirect: (path: string) => (path === '/old' ? '/new' : null),
      isPrivate: () => true,
      sources: { frames: ['https://video.example'] },
    };
    const moved = secure(request, wired);
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('http://localhost/new?x=1');
    const page = secure(new NextRequest('http://localhost/bildirisler/idare'), wired);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /frame-src https:\/\/video\.example /,
    );
    const plain = secure(new NextRequest('http://localhost/xeberler'), routes);
    expect(plain.headers.get('Content-Security-Policy')).not.toContain('video.example');
  });
});
