import { feedbackPage } from './kinds';
import { parseFeedback } from './input';
import { backTo } from './paths';
import { parseOutcome } from './outcome';

describe('feedbackPage', () => {
  it.each([
    ['/', 'az', 'home'],
    ['/en', 'en', 'home'],
    ['/xeber/12', 'az', 'item'],
    ['/en/layihe/3', 'en', 'item'],
    ['/audit/7', 'az', 'record'],
    ['/page/haqqimizda', 'az', 'static'],
    ['/en/haydar-aliyev-100-il', 'en', 'static'],
    ['/xeberler', 'az', 'list'],
    ['/en/videolar', 'en', 'list'],
    ['/qanunlar', 'az', 'documents'],
    ['/search', 'az', 'search'],
    ['/filter', 'az', 'filter'],
    ['/en/qerarlarin-izlenilmesi', 'en', 'tracker'],
    ['/qerarlarin-izlenilmesi/5', 'az', 'recommendation'],
    ['/en/qerarlarin-izlenilmesi/12', 'en', 'recommendation'],
  ])('%s is a %s %s page', (path, locale, kind) => {
    expect(feedbackPage(path)).toEqual({ path, locale, kind });
  });

  it.each([
    '/sorgu',
    '/en/sorgu-ve-muracietler',
    '/bildirisler/netice',
    '/sehife-reyleri',
    '/az/xeber/1',
    '/xeber/abc',
    '/xeber/1/2',
    '/qerarlarin-izlenilmesi/abc',
    '/qerarlarin-izlenilmesi/5/6',
    '//evil.example/x',
    '/XEBER/1',
    '/xeber/1?x=1',
    'xeber/1',
    `/page/${'a'.repeat(300)}`,
    42,
    undefined,
  ])('%s is no content page', (path) => {
    expect(feedbackPage(path)).toBeNull();
  });
});

describe('parseFeedback', () => {
  const page = { path: '/en/xeber/3', locale: 'en', kind: 'item' };

  it('takes a yes and drops any text with it', () => {
    expect(parseFeedback({ path: '/en/xeber/3', useful: 'yes', comment: 'secret' })).toEqual({
      ok: true,
      answer: { ...page, useful: true, comment: null },
    });
  });

  it('takes a no with its text, line breaks made spaces, trimmed', () => {
    expect(
      parseFeedback({ path: '/en/xeber/3', useful: 'no', comment: '  The table\r\nis\tbroken ' }),
    ).toEqual({ ok: true, answer: { ...page, useful: false, comment: 'The table is broken' } });
  });

  it('keeps an empty text as none, and asks for the text when the field was not sent', () => {
    expect(parseFeedback({ path: '/en/xeber/3', useful: 'no', comment: ' ' })).toEqual({
      ok: true,
      answer: { ...page, useful: false, comment: null },
    });
    expect(parseFeedback({ path: '/en/xeber/3', useful: 'no' })).toEqual({ ok: 'ask', page });
  });

  it.each([
    ['unanswered', { path: '/xeber/3' }],
    ['unanswered', { path: '/xeber/3', useful: 'maybe' }],
    ['tooLong', { path: '/xeber/3', useful: 'no', comment: 'x'.repeat(501) }],
    ['tooLong', { path: '/xeber/3', useful: 'no', comment: 'x'.repeat(10_240) }],
    ['html', { path: '/xeber/3', useful: 'no', comment: '<script>alert(1)</script>' }],
    ['html', { path: '/xeber/3', useful: 'no', comment: 'see </b> here' }],
    ['characters', { path: '/xeber/3', useful: 'no', comment: 'bad\u0000byte' }],
    ['characters', { path: '/xeber/3', useful: 'no', comment: 'escape\u001b[31m' }],
    ['characters', { path: '/xeber/3', useful: 'no', comment: 'c1\u0085' }],
    ['characters', { path: '/xeber/3\n', useful: 'yes' }],
    ['page', { path: '/sorgu', useful: 'yes' }],
    ['page', { useful: 'yes' }],
  ])('refuses with %s (case %#)', (code, input) => {
    expect(parseFeedback(input)).toEqual({ ok: false, code, status: 400 });
  });

  it('takes 500 characters and a plain "<" or "a < b"', () => {
    const r = parseFeedback({
      path: '/xeber/3',
      useful: 'no',
      comment: `${'x'.repeat(494)} 1 < 2`,
    });
    expect(r.ok).toBe(true);
  });
});

describe('the no-JS round trip', () => {
  it('goes back to the page with its own query, the outcome and the anchor', () => {
    expect(backTo('/search', '/search?query=audit', 'thanks')).toBe(
      '/search?query=audit&feedback=thanks#page-feedback',
    );
    expect(backTo('/en/xeber/3', undefined, 'no')).toBe('/en/xeber/3?feedback=no#page-feedback');
  });

  it('never goes to another page or site', () => {
    expect(backTo('/xeber/3', 'https://evil.example/x', 'thanks')).toBe(
      '/xeber/3?feedback=thanks#page-feedback',
    );
    expect(backTo('/xeber/3', '//evil.example/xeber/3', 'thanks')).toBe(
      '/xeber/3?feedback=thanks#page-feedback',
    );
    expect(backTo('/xeber/3', '/xeber/4', 'thanks')).toBe('/xeber/3?feedback=thanks#page-feedback');
  });

  it('reads the outcome from the address, by code only', () => {
    expect(parseOutcome('/search?query=a&feedback=no')).toEqual({
      path: '/search',
      back: '/search?query=a',
      step: 'comment',
      error: null,
    });
    expect(parseOutcome('/x?feedback=thanks').step).toBe('done');
    expect(parseOutcome('/x?feedback=html')).toMatchObject({ step: 'comment', error: 'html' });
    expect(parseOutcome('/x?feedback=crossSite')).toMatchObject({
      step: 'ask',
      error: 'crossSite',
    });
    expect(parseOutcome('/x?feedback=<b>hi</b>')).toMatchObject({ step: 'ask', error: null });
    expect(parseOutcome(null)).toEqual({ path: '/', back: '/', step: 'ask', error: null });
  });
});
