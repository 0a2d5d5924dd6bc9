/** @jest-environment jsdom */
import { stripHtml } from '@/lib/html/sanitize';
import { htmlText } from './html-text';

describe('htmlText', () => {
  it('reads the visible text of a body', () => {
    expect(htmlText('<p>Birinci <b>cümlə</b>.</p><p>İkinci</p>')).toBe('Birinci cümlə. İkinci');
  });

  it('leaves out scripts and styles and runs nothing', () => {
    const html =
      '<script>window.__ran = 1</script><style>p{}</style><img src=x onerror="window.__ran=1">ok';
    expect(htmlText(html)).toBe('ok');
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });

  it('agrees with the server-side stripHtml on ordinary bodies', () => {
    const body =
      '<p>Hesablama Palatası&nbsp;<a href="/x">hesabat</a> təqdim etdi.</p><ul><li>bir</li><li>iki</li></ul>';
    expect(htmlText(body)).toBe(stripHtml(body));
  });

  it('is empty for empty input', () => {
    expect(htmlText('')).toBe('');
  });
});
