import { articleJsonLd, articleMetadata, type ArticleSeo } from './article';

const base: ArticleSeo = {
  locale: 'en',
  path: '/xeber/12',
  title: 'The Chamber presented its report',
  body: `<p>${'Audit findings were presented to the parliament committee today. '.repeat(5)}</p>`,
  date: '2026-11-10',
  photo: '/img/xeberler/3.png',
  siteName: 'Chamber of Accounts',
  schemaType: 'NewsArticle',
  breadcrumb: [
    { name: 'Home', path: '/' },
    { name: 'News', path: '/xeberler' },
    { name: 'The Chamber presented its report', path: '/xeber/12' },
  ],
};

beforeAll(() => {
  process.env.SITE_URL = 'https://sai.example.az';
});

describe('article head', () => {
  it('is an Open Graph article with its date, photo and a description cut at a word', () => {
    const m = articleMetadata(base);
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-10',
      url: 'https://sai.example.az/en/xeber/12',
      images: [{ url: 'https://sai.example.az/img/xeberler/3.png' }],
    });
    const description = String(m.description);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('Audit findings')).toBe(true);
    expect('Audit findings were presented to the parliament committee today. '.repeat(5)).toContain(
      description.replace(/…$/, ''),
    );
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('uses the generated 1200×630 title image for an item without a photo', () => {
    const m = articleMetadata({ ...base, photo: null });
    expect(m.openGraph).toMatchObject({
      images: [{ url: 'https://sai.example.az/og/en/xeber/12.png', width: 1200, height: 630 }],
    });
  });

  it('names the title image by the kind the image route knows', () => {
    const m = articleMetadata({ ...base, path: '/audit/7', photo: null, previewKind: 'derc' });
    expect(JSON.stringify(m.openGraph)).toContain('https://sai.example.az/og/en/derc/7.png');
  });

  it('describes the article and its breadcrumb in JSON-LD', () => {
    const [article, breadcrumb] = articleJsonLd({ ...base, contentLanguage: 'az' }) as [
      Record<string, unknown>,
      { itemListElement: Array<Record<string, unknown>> },
    ];
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: base.title,
      datePublished: '2026-11-10',
      inLanguage: 'az',
      mainEntityOfPage: 'https://sai.example.az/en/xeber/12',
    });
    expect(breadcrumb.itemListElement.map((c) => c.item)).toEqual([
      'https://sai.example.az/en',
      'https://sai.example.az/en/xeberler',
      'https://sai.example.az/en/xeber/12',
    ]);
  });
});
