import { describe as describeBody, sanitizeBody, stripHtml } from './sanitize';

describe('sanitizeBody', () => {
  it('keeps the editorial markup', () => {
    const html =
      '<h2>Nəticələr</h2><p>Audit <strong>yekunlaşıb</strong>.</p><ul><li>bir</li></ul><blockquote>sitat</blockquote>';
    expect(sanitizeBody(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', /script|alert/],
    ['an event handler', '<img src="/x.png" onerror="alert(1)">', /onerror|alert/],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript/],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', /data:/],
    ['an iframe from elsewhere', '<iframe src="https://evil.example/x"></iframe>', /evil|iframe/],
    [
      'a style that overlays the page',
      '<p style="position:fixed;inset:0">x</p><style>body{display:none}</style>',
      /style|fixed|display/,
    ],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /form|input/],
    ['an svg', '<svg onload="alert(1)"><script>1</script></svg>', /svg|onload|script/],
  ])('removes %s', (_, html, forbidden) => {
    expect(sanitizeBody(html)).not.toMatch(forbidden);
  });

  it('opens external links in a new tab, safely, and leaves internal ones alone', () => {
    expect(sanitizeBody('<a href="https://www.intosai.org" target="_self">x</a>')).toBe(
      '<a href="https://www.intosai.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBody('<a href="/xeberler" target="_blank">x</a>')).toBe(
      '<a href="/xeberler">x</a>',
    );
  });

  it('removes empty paragraphs but keeps one that holds an image', () => {
    expect(sanitizeBody('<p>a</p><p></p><p>&nbsp;</p><p> <br> </p><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeBody('<p><img src="/img/content/1.png" alt="x"></p>')).toContain('<img');
  });

  it('lazy-loads images and keeps their alt text', () => {
    expect(sanitizeBody('<img src="/img/content/1.png" alt="Görüş">')).toBe(
      '<img src="/img/content/1.png" alt="Görüş" loading="lazy" decoding="async" />',
    );
  });

  it('moves YouTube embeds to the privacy-enhanced host', () => {
    expect(
      sanitizeBody('<iframe src="https://www.youtube.com/embed/abcDEF12345"></iframe>'),
    ).toContain('src="https://www.youtube-nocookie.com/embed/abcDEF12345"');
  });
});

describe('stripHtml and describe', () => {
  it('gives the visible text', () => {
    expect(
      stripHtml('<p>Audit&nbsp;<b>nəticələri</b></p><script>x()</script><p>&amp; rəy</p>'),
    ).toBe('Audit nəticələri & rəy');
  });

  it('cuts a description at 160 characters, at a word', () => {
    const body = `<p>${'Hesablama Palatası dövlət büdcəsinin icrasını yoxlayır. '.repeat(10)}</p>`;
    const d = describeBody(body);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('…')).toBe(true);
    expect(stripHtml(body).startsWith(d.slice(0, -1))).toBe(true);
    expect(d.slice(0, -1)).toMatch(/\p{L}$/u);
  });

  it('keeps a short text whole', () => {
    expect(describeBody('<p>Qısa mətn.</p>')).toBe('Qısa mətn.');
  });
});
