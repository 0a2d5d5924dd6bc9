import { checkPreview, type Check } from './checks';
import { readHead } from './head';
import { resolveTarget } from './target';

const SITE = 'https://sai.example.az';

describe('resolveTarget', () => {
  it('takes full addresses and paths of this site', () => {
    const ok = (raw: string) => {
      const t = resolveTarget(raw, SITE);
      return t.ok ? t.url.toString() : t.reason;
    };
    expect(ok('https://sai.example.az/xeber/1#top')).toBe('https://sai.example.az/xeber/1');
    expect(ok('/en/xeber/1?x=1')).toBe('https://sai.example.az/en/xeber/1?x=1');
    expect(ok('xeber/1')).toBe('https://sai.example.az/xeber/1');
    expect(ok('sai.example.az/xeberler')).toBe('https://sai.example.az/xeberler');
    expect(ok('  ')).toBe('empty');
  });

  it('refuses other hosts, ports, schemes and credentials before reading anything', () => {
    const refused = (raw: string) => {
      const t = resolveTarget(raw, SITE);
      return t.ok ? 'accepted' : `${t.reason}${t.host ? ` ${t.host}` : ''}`;
    };
    expect(refused('https://example.com/x')).toBe('foreign example.com');
    expect(refused('//evil.example/x')).toBe('foreign evil.example');
    expect(refused('https://sai.example.az:8443/x')).toBe('foreign sai.example.az:8443');
    expect(refused('http://sai.example.az/x')).toBe('foreign sai.example.az');
    expect(refused('https://sai.example.az.evil.example/')).toBe(
      'foreign sai.example.az.evil.example',
    );
    expect(refused('http://169.254.169.254/latest')).toBe('foreign 169.254.169.254');
    expect(refused('file:///etc/passwd')).toBe('invalid');
    expect(refused('javascript:alert(1)')).toBe('invalid');
    expect(refused('https://user:pw@sai.example.az/')).toBe('invalid');
    expect(refused('x'.repeat(3000))).toBe('invalid');
  });
});

const html = (
  extra = '',
  lang = 'en',
  h1 = '<h1>T</h1>',
) => `<!doctype html><html lang="${lang}"><head>
<title>Page | Site</title>
<meta name="description" content="A &amp; B">
<meta property="og:title" content="Og title">
<meta property="og:description" content="Og description">
<meta property="og:image" content="https://sai.example.az/og/en/xeber/1.png">
<link rel="canonical" href="https://sai.example.az/en/xeber/1">
<link rel="alternate" hreflang="az" href="https://sai.example.az/xeber/1">
${extra}</head><body>${h1}</body></html>`;

const levels = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.key, c.level]));
const address = new URL('https://sai.example.az/en/xeber/1');
const bigImage = {
  read: true,
  status: 200,
  type: 'image/png',
  bytes: 50_000,
  width: 1200,
  height: 630,
} as const;

describe('readHead and checkPreview', () => {
  it('reads the head a network reads', () => {
    const head = readHead(html());
    expect(head).toMatchObject({
      lang: 'en',
      title: 'Page | Site',
      description: 'A & B',
      canonical: 'https://sai.example.az/en/xeber/1',
      alternates: { az: 'https://sai.example.az/xeber/1' },
    });
    expect(head.og['og:image']).toBe('https://sai.example.az/og/en/xeber/1.png');
  });

  it('a complete page passes every check', () => {
    const checks = levels(checkPreview(address, readHead(html()), bigImage));
    expect(checks).toMatchObject({
      titleOk: 'ok',
      descriptionOk: 'ok',
      imageAbsolute: 'ok',
      imageLoads: 'ok',
      imageSizeOk: 'ok',
      imageBytesOk: 'ok',
      hreflangOk: 'ok',
      canonicalOk: 'ok',
      indexed: 'ok',
    });
    expect(Object.values(checks)).not.toContain('error');
    expect(Object.values(checks)).not.toContain('warn');
  });

  it('warns of long texts, small or heavy images, noindex, untranslated items, other canonicals', () => {
    const long = html(
      `<meta name="robots" content="noindex, follow">`,
      'en',
      '<h1 lang="az">Başlıq</h1>',
    )
      .replace('Og title', 'T'.repeat(61))
      .replace('Og description', 'D'.repeat(161))
      .replace('https://sai.example.az/en/xeber/1"', 'https://sai.example.az/xeber/1"');
    const checks = levels(
      checkPreview(address, readHead(long), { ...bigImage, width: 800, height: 600, bytes: 6e6 }),
    );
    expect(checks).toMatchObject({
      titleLong: 'warn',
      descriptionLong: 'warn',
      imageSmall: 'warn',
      imageHeavy: 'error',
      noindex: 'warn',
      untranslated: 'warn',
      canonicalOther: 'warn',
    });
  });

  it('a relative or broken image, and a page without alternates, are problems', () => {
    const page = html().replace('https://sai.example.az/og/en/xeber/1.png', '/og.png');
    const rel = levels(
      checkPreview(address, readHead(page.replace(/<link rel="alternate"[^>]+>/, '')), undefined),
    );
    expect(rel).toMatchObject({ imageRelative: 'error', hreflangMissing: 'warn' });
    const broken = levels(checkPreview(address, readHead(html()), { read: true, status: 404 }));
    expect(broken.imageFails).toBe('error');
  });
});
