import { htmlToText } from './text';

describe('htmlToText', () => {
  it('reads the visible text of a body, block ends separating words', () => {
    expect(
      htmlToText('<p>Birinci <b>cümlə</b>.</p><p>İkinci</p><ul><li>bir</li><li>iki</li></ul>'),
    ).toBe('Birinci cümlə. İkinci bir iki');
    expect(htmlToText('bir<br>iki<br/>üç')).toBe('bir iki üç');
  });

  it('leaves out scripts, styles, comments and attributes holding ">"', () => {
    const html =
      '<script>if (a > b) x()</script><style>p>a{}</style><!-- note --><a title="a > b" href="/x">ok</a><img src=x onerror="y()">';
    expect(htmlToText(html)).toBe('ok');
  });

  it('decodes entities once (an escaped tag stays text)', () => {
    expect(
      htmlToText('Audit&nbsp;&amp; rəy &laquo;x&raquo; &#601; &#x259; &amp;lt;b&amp;gt;'),
    ).toBe('Audit & rəy «x» ə ə &lt;b&gt;');
    expect(htmlToText('&lt;script&gt;')).toBe('<script>');
    expect(htmlToText('&unknown; &#0; &#xD800;')).toBe('&unknown; \uFFFD \uFFFD');
  });

  it('is empty for no input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
  });
});
