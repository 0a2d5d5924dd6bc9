/** @jest-environment jsdom */
import { isNavigationClick } from './navigation';

// Links resolve against the document's address: make it the current page.
window.history.replaceState(null, '', '/en/xeberler?page=2#top');
const current = window.location;

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const start = document.body.querySelector('[data-start]') ?? document.body.firstElementChild;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: start });
  return isNavigationClick(event, current);
}

describe('isNavigationClick', () => {
  it('accepts a plain click on a same-origin link to another page, from inside the link too', () => {
    expect(clickOn('<a href="/en/cixislar">x</a>')).toBe(true);
    expect(clickOn('<a href="/en/xeberler?page=3"><span data-start>x</span></a>')).toBe(true);
    expect(clickOn('<a href="http://localhost/en" target="_self">x</a>')).toBe(true);
  });

  it.each([
    ['another origin', '<a href="https://example.org/en/cixislar">x</a>', {}],
    ['a new tab', '<a href="/en/cixislar" target="_blank">x</a>', {}],
    ['a download', '<a href="/files/a.pdf" download>x</a>', {}],
    ['a file', '<a href="/files/a.pdf">x</a>', {}],
    ["a list's feed", '<a href="/en/xeberler/feed.atom">x</a>', {}],
    ['a link handled in place (Load more)', '<a href="/xeberler?count=24" data-in-place>x</a>', {}],
    ['the same page', '<a href="/en/xeberler?page=2">x</a>', {}],
    ['a hash on the same page', '<a href="#main">x</a>', {}],
    ['a mailto link', '<a href="mailto:a@b.az">x</a>', {}],
    ['ctrl+click', '<a href="/en/cixislar">x</a>', { ctrlKey: true }],
    ['a middle click', '<a href="/en/cixislar">x</a>', { button: 1 }],
    ['no link', '<button>x</button>', {}],
  ])('ignores %s', (_, html, init) => {
    expect(clickOn(html, init)).toBe(false);
  });
});
