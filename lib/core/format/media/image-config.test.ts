import { imageCacheBytes, imageSources, isPrivateHost } from './image-config.mjs';
import { isOptimizable } from './media-url';

describe('the image optimizer configuration (next.config.mjs images)', () => {
  it('allows no remote host for the local source', () => {
    expect(imageSources({})).toEqual({ remotePatterns: [], privateNetwork: false });
  });

  it("allows the upstream's origin and IMAGE_BASE_URL under its path", () => {
    const { remotePatterns, privateNetwork } = imageSources({
      AUDIT_API_URL: 'https://backend.example.az/api',
      IMAGE_BASE_URL: 'https://cdn.example.az:8443/media/',
    });
    expect(remotePatterns).toEqual([
      { protocol: 'https', hostname: 'cdn.example.az', port: '8443', pathname: '/media/**' },
      { protocol: 'https', hostname: 'backend.example.az', port: '', pathname: '/**' },
    ]);
    expect(privateNetwork).toBe(false);
  });

  it('lets the optimizer reach a configured host on a private network, and only then', () => {
    expect(imageSources({ AUDIT_API_URL: 'http://127.0.0.1:3505' }).privateNetwork).toBe(true);
    expect(imageSources({ AUDIT_API_URL: 'http://10.1.2.3/api' }).privateNetwork).toBe(true);
    expect(
      imageSources({ AUDIT_API_URL: 'https://api.internal.az', IMAGE_PRIVATE_NET: '1' }),
    ).toMatchObject({ privateNetwork: true });
    expect(imageSources({ AUDIT_API_URL: 'https://172.32.0.1' }).privateNetwork).toBe(false);
    for (const host of ['localhost', '[::1]', '192.168.0.5', '172.16.4.4', '[fd12::1]'])
      expect(isPrivateHost(host)).toBe(true);
    for (const host of ['example.az', '8.8.8.8', '172.15.0.1', '11.0.0.1'])
      expect(isPrivateHost(host)).toBe(false);
  });

  it('ignores what is not an http(s) address', () => {
    expect(imageSources({ IMAGE_BASE_URL: 'ftp://x.az', AUDIT_API_URL: 'nonsense' })).toEqual({
      remotePatterns: [],
      privateNetwork: false,
    });
  });

  it('bounds the disk cache: 64 MB by default, IMAGE_CACHE_MAX_MB otherwise', () => {
    expect(imageCacheBytes({})).toBe(64 * 1024 * 1024);
    expect(imageCacheBytes({ IMAGE_CACHE_MAX_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(imageCacheBytes({ IMAGE_CACHE_MAX_MB: '-1' })).toBe(64 * 1024 * 1024);
  });
});

describe('isOptimizable', () => {
  it("takes the site's files and the media base's, nothing else", () => {
    expect(isOptimizable('', '/img/xeberler/1.png')).toBe(true);
    expect(isOptimizable('', '//evil.example/x.png')).toBe(false);
    expect(isOptimizable('', 'https://other.example/x.png')).toBe(false);
    expect(
      isOptimizable('https://cdn.example.az/media', 'https://cdn.example.az/media/img/a.png'),
    ).toBe(true);
    expect(
      isOptimizable('https://cdn.example.az/media', 'https://cdn.example.az/mediax/a.png'),
    ).toBe(false);
    expect(
      isOptimizable('https://cdn.example.az', 'https://cdn.example.az.evil.example/a.png'),
    ).toBe(false);
  });
});
