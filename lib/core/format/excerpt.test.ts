import { excerptHtml, excerptWords } from './excerpt';

const words = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('excerptWords', () => {
  it('cuts exactly at 25 words and appends an ellipsis', () => {
    const result = excerptWords(words(30).join(' '), 25);
    expect(result).toBe(`${words(25).join(' ')}…`);
    expect(result.replace('…', '').split(' ')).toHaveLength(25);
  });

  it('leaves text of exactly N words or fewer without an ellipsis', () => {
    expect(excerptWords(words(25).join(' '), 25)).toBe(words(25).join(' '));
    expect(excerptWords('Qısa mətn', 25)).toBe('Qısa mətn');
    expect(excerptWords('', 25)).toBe('');
  });

  it('keeps Azerbaijani letters and never splits a word', () => {
    const text =
      'Hesablama Palatası dövlət büdcəsinin icrasına nəzarət edir, şəffaflığı gücləndirir və ictimaiyyəti məlumatlandırır';
    expect(excerptWords(text, 5)).toBe('Hesablama Palatası dövlət büdcəsinin icrasına…');
    expect(excerptWords('ŞƏKİ Gəncə Ağdam Quba Xaçmaz', 4)).toBe('ŞƏKİ Gəncə Ağdam Quba…');
  });

  it('collapses spaces, tabs, newlines and no-break spaces', () => {
    expect(excerptWords('  bir   iki\n\nüç\t dörd\u00a0beş  ', 25)).toBe('bir iki üç dörd beş');
    expect(excerptWords('bir\r\n  iki \n\n üç   dörd', 3)).toBe('bir iki üç…');
    expect(excerptWords('bir\u200biki', 25)).toBe('bir iki');
  });

  it('drops punctuation that would dangle before the ellipsis', () => {
    expect(excerptWords('Birinci, ikinci, üçüncü', 2)).toBe('Birinci, ikinci…');
    expect(excerptWords('Audit başa çatdı. Hesabat dərc olundu', 3)).toBe('Audit başa çatdı…');
    expect(excerptWords('Plan – icra – nəticə', 2)).toBe('Plan…');
  });

  it('cuts titles at 13 words', () => {
    expect(excerptWords(words(14).join(' '), 13)).toBe(`${words(13).join(' ')}…`);
  });

  it('returns nothing for a limit of zero', () => {
    expect(excerptWords('bir iki', 0)).toBe('');
  });
});

describe('excerptHtml', () => {
  it('cuts the visible text of an HTML body', () => {
    const html = `<p>${words(20, 'a').join(' ')}</p><p><strong>${words(20, 'b').join(' ')}</strong></p>`;
    expect(excerptHtml(html, 25)).toBe(`${[...words(20, 'a'), ...words(5, 'b')].join(' ')}…`);
  });

  it('separates words at block ends and line breaks and decodes entities', () => {
    expect(excerptHtml('<p>bir</p><p>iki<br>üç&nbsp;dörd &amp; beş</p>', 25)).toBe(
      'bir iki üç dörd & beş',
    );
  });

  it('ignores scripts and styles', () => {
    expect(excerptHtml('<style>p{}</style><script>alert(1)</script><p>Mətn</p>', 25)).toBe('Mətn');
  });
});
