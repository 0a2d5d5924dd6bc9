import {
  MAX_URLS_PER_SITEMAP,
  renderIndex,
  renderUrlset,
  sitemapChunk,
  sitemapCount,
  type SitemapEntry,
} from './sitemap-xml';

const origin = 'https://sai.example.az';

describe('sitemap XML', () => {
  it('lists each language version with hreflang alternates and lastmod', () => {
    const xml = renderUrlset(
      [{ path: '/xeber/3', languages: ['az', 'en'], lastmod: '2026-11-01' }],
      origin,
    );
    expect(xml).toContain('<loc>https://sai.example.az/xeber/3</loc><lastmod>2026-11-01</lastmod>');
    expect(xml).toContain('<loc>https://sai.example.az/en/xeber/3</loc>');
    expect(xml.match(/hreflang="en" href="https:\/\/sai.example.az\/en\/xeber\/3"/g)).toHaveLength(
      2,
    );
    expect(xml).toContain('hreflang="x-default" href="https://sai.example.az/xeber/3"');
  });

  it('gives an Azerbaijani-only item one URL and no alternates', () => {
    const xml = renderUrlset([{ path: '/xeber/4', languages: ['az'] }], origin);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).not.toContain('xhtml:link');
  });

  it('escapes query strings', () => {
    expect(
      renderUrlset([{ path: '/filter?type=rey&limit=10', languages: ['az'] }], origin),
    ).toContain('filter?type=rey&amp;limit=10');
  });

  it('splits past 50,000 URLs into files of whole entries, listed by an index', () => {
    const entries: SitemapEntry[] = Array.from(
      { length: MAX_URLS_PER_SITEMAP / 2 + 1 },
      (_, i) => ({
        path: `/xeber/${i + 1}`,
        languages: ['az', 'en'],
      }),
    );
    expect(sitemapCount(entries)).toBe(2);
    expect(sitemapChunk(entries, 0)).toHaveLength(MAX_URLS_PER_SITEMAP / 2);
    expect(sitemapChunk(entries, 1)).toHaveLength(1);
    expect(sitemapChunk(entries, 2)).toEqual([]);
    expect(renderIndex(2, origin)).toContain('<loc>https://sai.example.az/sitemaps/1.xml</loc>');
    expect(sitemapCount(entries.slice(0, 10))).toBe(1);
  });
});
