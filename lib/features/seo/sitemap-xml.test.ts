import { xmllint } from '@/test/xmllint';
import {
  MAX_URLS_PER_SITEMAP,
  NEWS_WINDOW_MS,
  recentNews,
  renderIndex,
  renderNewsUrlset,
  renderUrlset,
  sitemapChunk,
  sitemapCount,
  type NewsEntry,
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

  it('validates against the sitemaps.org schema with the xhtml and image extensions', () => {
    const xml = renderUrlset(
      [
        { path: '/', languages: ['az', 'en'] },
        {
          path: '/xeber/3',
          languages: ['az', 'en'],
          lastmod: '2026-11-01',
          images: ['/img/xeberler/a%20b.jpg', 'https://cdn.example.az/x.png'],
        },
        { path: '/audit/4?x=<&>', languages: ['az'], lastmod: '2026-01-02' },
      ],
      origin,
    );
    expect(xml).toContain(
      '<image:image><image:loc>https://sai.example.az/img/xeberler/a%20b.jpg</image:loc></image:image>',
    );
    const result = xmllint(xml, 'sitemap-extensions.xsd');
    expect(result.output).toContain('validates');
    expect(result.ok).toBe(true);
    // The oracle can fail: an unknown image element is refused.
    expect(xmllint(xml.replace(/image:loc/g, 'image:where'), 'sitemap-extensions.xsd').ok).toBe(
      false,
    );
  });

  it('the index validates against the sitemaps.org index schema and lists the news sitemap', () => {
    const xml = renderIndex(2, origin);
    expect(xml).toContain('<loc>https://sai.example.az/sitemaps/news.xml</loc>');
    expect(xmllint(xml, 'siteindex.xsd').ok).toBe(true);
  });

  describe('news sitemap', () => {
    const now = new Date('2030-05-10T12:00:00Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    const news: NewsEntry[] = [
      { path: '/xeber/1', language: 'az', title: 'Köhnə', published: at(NEWS_WINDOW_MS + 1000) },
      { path: '/xeber/2', language: 'az', title: 'Dünən & bu gün', published: at(30 * 3600_000) },
      { path: '/en/xeber/2', language: 'en', title: 'Yesterday', published: at(30 * 3600_000) },
      { path: '/xeber/3', language: 'az', title: 'Bu gün', published: at(60_000) },
      { path: '/xeber/4', language: 'az', title: 'Sabah', published: at(-3600_000) },
    ];

    it('keeps the news of the last two days by the clock, newest first, never the future', () => {
      expect(recentNews(news, now).map((n) => n.path)).toEqual([
        '/xeber/3',
        '/xeber/2',
        '/en/xeber/2',
      ]);
    });

    it('validates against the sitemaps.org schema with the news extension', () => {
      const xml = renderNewsUrlset(recentNews(news, now), origin, 'Hesablama Palatası');
      expect(xml).toContain('<news:language>en</news:language>');
      expect(xml).toContain('<news:title>Dünən &amp; bu gün</news:title>');
      const result = xmllint(xml, 'sitemap-extensions.xsd');
      expect(result.output).toContain('validates');
      expect(result.ok).toBe(true);
    });
  });
});
