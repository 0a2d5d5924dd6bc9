/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ShareWidget } from './ShareWidget.client';

const labels = {
  heading: 'Paylaş',
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
  copy: 'Linki kopyala',
  copied: 'Link kopyalandı',
  newTab: '(yeni pəncərədə açılır)',
};

// What a visitor without JavaScript gets: the server HTML.
describe('ShareWidget server HTML', () => {
  const html = renderToString(
    <ShareWidget url="https://sai.gov.az/xeber/7" title="Hesabat 2026" labels={labels} />,
  );

  it('holds working share links', () => {
    expect(hrefs(html)).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsai.gov.az%2Fxeber%2F7',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsai.gov.az%2Fxeber%2F7&text=Hesabat%202026',
      'https://wa.me/?text=Hesabat%202026%20https%3A%2F%2Fsai.gov.az%2Fxeber%2F7',
    ]);
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(3);
  });

  it('hides the copy button, which needs JavaScript, keeping its room', () => {
    expect(html).toMatch(/<span[^>]*data-pending=""[^>]*data-copy=""[^>]*><button/);
    expect(html).toContain('Linki kopyala');
  });
});

// The node environment has no DOM: read the hrefs from the markup.
function hrefs(markup: string): string[] {
  return [...markup.matchAll(/<a href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}
