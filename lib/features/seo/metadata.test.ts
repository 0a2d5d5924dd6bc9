import { pageMetadata } from './metadata';

beforeAll(() => {
  process.env.SITE_URL = 'https://sai.example.az';
});

describe('pageMetadata', () => {
  const base = { description: 'Təsvir', siteName: 'Hesablama Palatası' };

  it('gives absolute canonical and hreflang URLs in both languages', () => {
    const m = pageMetadata({ ...base, locale: 'en', path: '/page/sedr', title: 'Chairman' });
    expect(m.alternates).toEqual({
      canonical: 'https://sai.example.az/en/page/sedr',
      languages: {
        az: 'https://sai.example.az/page/sedr',
        en: 'https://sai.example.az/en/page/sedr',
        'x-default': 'https://sai.example.az/page/sedr',
      },
    });
  });

  it('describes the page for link previews, with the other language as alternate', () => {
    const m = pageMetadata({ ...base, locale: 'az', path: '/', image: '/img/xeberler/1.png' });
    expect(m.openGraph).toMatchObject({
      siteName: 'Hesablama Palatası',
      locale: 'az_AZ',
      alternateLocale: ['en_US'],
      type: 'website',
      url: 'https://sai.example.az/',
      images: [{ url: 'https://sai.example.az/img/xeberler/1.png' }],
    });
    // A photo's size is not known: no made-up width and height.
    expect(JSON.stringify(m.openGraph)).not.toContain('"width"');
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('gives the size of images it knows', () => {
    const m = pageMetadata({ ...base, locale: 'az', path: '/' });
    expect(m.openGraph).toMatchObject({ images: [{ width: 1200, height: 630 }] });
    const sized = pageMetadata({
      ...base,
      locale: 'az',
      path: '/',
      image: '/og/az/xeber/1.png',
      imageSize: { width: 1200, height: 630 },
    });
    expect(sized.openGraph).toMatchObject({ images: [{ width: 1200, height: 630 }] });
  });

  it('falls back to the default preview image and can ask not to be indexed', () => {
    const m = pageMetadata({ ...base, locale: 'en', path: '/search', noindex: true });
    expect(JSON.stringify(m.openGraph)).toContain('https://sai.example.az/og-default.png');
    expect(m.robots).toEqual({ index: false, follow: true });
  });

  describe('a page whose content exists in Azerbaijani only (onlyIn)', () => {
    const only = { ...base, path: '/xeber/61', title: 'Xəbər', onlyIn: 'az' as const };

    it('offers no hreflang alternate on the Azerbaijani page, which stays indexable', () => {
      const m = pageMetadata({ ...only, locale: 'az' });
      expect(m.alternates).toEqual({ canonical: 'https://sai.example.az/xeber/61' });
      expect(m.robots).toBeUndefined();
      expect(m.openGraph).not.toHaveProperty('alternateLocale');
    });

    it('makes the English address noindex with its canonical on the Azerbaijani page', () => {
      const m = pageMetadata({ ...only, locale: 'en' });
      expect(m.alternates).toEqual({ canonical: 'https://sai.example.az/xeber/61' });
      expect(m.robots).toEqual({ index: false, follow: true });
      expect(m.openGraph).toMatchObject({
        url: 'https://sai.example.az/xeber/61',
        locale: 'az_AZ',
      });
    });

    it('gives a translated page both alternates, pointing both ways, and x-default', () => {
      const [az, en] = (['az', 'en'] as const).map((locale) =>
        pageMetadata({ ...only, locale, onlyIn: undefined }),
      );
      const languages = {
        az: 'https://sai.example.az/xeber/61',
        en: 'https://sai.example.az/en/xeber/61',
        'x-default': 'https://sai.example.az/xeber/61',
      };
      expect(az!.alternates).toEqual({ canonical: languages.az, languages });
      expect(en!.alternates).toEqual({ canonical: languages.en, languages });
      expect(en!.robots).toBeUndefined();
    });
  });
});
