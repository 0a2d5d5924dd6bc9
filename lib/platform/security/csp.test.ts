import { buildContentSecurityPolicy, parsePolicy } from './csp';
import { createNonce } from './nonce';
import { permanentRedirect } from '@/lib/core/site/redirects';
import { responseKind } from './headers';

const policy = (o: Partial<Parameters<typeof buildContentSecurityPolicy>[0]> = {}) =>
  parsePolicy(buildContentSecurityPolicy({ nonce: 'abc', siteUrl: 'http://localhost:3000', ...o }));

describe('the Content-Security-Policy', () => {
  it('is strict by default: the nonce, nothing inline without it, no eval, no upgrade over http', () => {
    const p = policy();
    expect(p.get('script-src')).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
    expect(p.get('style-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(p.get('default-src')).toEqual(["'none'"]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:']);
    expect(p.get('connect-src')).toEqual(["'self'"]);
    expect(p.has('upgrade-insecure-requests')).toBe(false);
  });
  it('follows the configuration: https, the image host, reCAPTCHA, next dev', () => {
    const text = buildContentSecurityPolicy({
      nonce: 'abc',
      siteUrl: 'https://audit.example.org',
      imageOrigin: 'https://media.example.org/photos/',
      recaptcha: true,
    });
    expect(text.endsWith('; upgrade-insecure-requests')).toBe(true);
    const p = parsePolicy(text);
    expect(p.get('img-src')).toContain('https://media.example.org');
    expect(p.get('frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(p.get('connect-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy().get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy({ dev: true }).get('script-src')).toContain("'unsafe-eval'");
  });
  it("takes the operator's additions in one place, merged by directive", () => {
    const p = policy({
      extend:
        'img-src https://cdn.example.org; connect-src https://stats.example.org;font-src https://fonts.example.org',
    });
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.org']);
    expect(p.get('connect-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(p.get('font-src')).toEqual(["'self'", 'https://fonts.example.org']);
    expect(policy({ extend: 'object-src https://x.example' }).get('object-src')).toEqual([
      'https://x.example',
    ]);
  });
});

describe('the security plumbing', () => {
  it('makes a new 128-bit nonce every time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
  it('tells pages, the API and public resources apart', () => {
    expect(responseKind('/')).toBe('page');
    expect(responseKind('/en/xeber/1')).toBe('page');
    expect(responseKind('/wp-login.php')).toBe('page');
    expect(responseKind('/api/xeberler/get')).toBe('api');
    expect(responseKind('/og/az/xeber/1.png')).toBe('resource');
    expect(responseKind('/img/xeberler/1.png')).toBe('resource');
    expect(responseKind('/sitemap.xml')).toBe('resource');
    expect(responseKind('/robots.txt')).toBe('resource');
  });
  it('redirects old addresses and trailing slashes', () => {
    expect(permanentRedirect('/budce_xulasesi')).toBe('/budce-xulasesi');
    expect(permanentRedirect('/en/budce_xulasesi/')).toBe('/en/budce-xulasesi');
    expect(permanentRedirect('/xeberler/')).toBe('/xeberler');
    expect(permanentRedirect('/xeberler')).toBeNull();
    expect(permanentRedirect('/')).toBeNull();
  });
});
