import { DEFAULT_ERROR } from '@/lib/core/contract/envelope';
import { SourceError } from '../errors';
import { readReply } from './reader';

const ok = (fields: Record<string, unknown>) => JSON.stringify({ status: true, ...fields });
const news = { id: 7, title: 'Audit', text: '<p>x</p>', date: '2026-11-01', photo: '1.png' };

function failure(name: Parameters<typeof readReply>[0], text: string): SourceError {
  try {
    readReply(name, text);
  } catch (e) {
    expect(e).toBeInstanceOf(SourceError);
    return e as SourceError;
  }
  throw new Error('expected a SourceError');
}

describe('the tolerant reader of upstream replies', () => {
  it.each([
    ['a one-element array', [{ title: 'Sədr', text: '<p>t</p>' }]],
    ['one object', { title: 'Sədr', text: '<p>t</p>' }],
  ])('reads page content as %s', (_, content) => {
    expect(readReply('page', ok({ message: '', content })).content).toEqual([
      { title: 'Sədr', text: '<p>t</p>' },
    ]);
  });

  it('reads a detail reply given as one object or as a one-element array', () => {
    expect(readReply('xeberler', ok({ xeberler: news })).xeberler).toEqual([news]);
    expect(readReply('xeberler', ok({ xeberler: [news] })).xeberler).toEqual([news]);
  });

  it('reads null as an empty list and a missing message as none', () => {
    expect(readReply('xeberler', ok({ xeberler: null })).xeberler).toEqual([]);
  });

  it('reads ids as numeric strings, dates with a time, drops extra fields, fills optional ones', () => {
    const [item] = readReply(
      'xeberler',
      ok({
        xeberler: [{ id: '7', title: 'Audit', date: '2026-11-01 09:30:00', views: 3, slug: 'x' }],
      }),
    ).xeberler;
    expect(item).toEqual({ id: 7, title: 'Audit', text: '', date: '2026-11-01 09:30:00' });
  });

  it('reads status as 1/0 and keeps the upstream message of a refusal', () => {
    expect(readReply('infoqrafikYears', JSON.stringify({ status: 1, years: ['2024'] }))).toEqual({
      years: [2024],
    });
    const e = failure('page', JSON.stringify({ status: 0, message: 'Səhifə tapılmadı' }));
    expect([e.failure, e.message]).toEqual(['rejected', 'Səhifə tapılmadı']);
  });

  it('reads navlink flat (parent ids, no children) and nested', () => {
    const flat = readReply(
      'navlink',
      ok({
        nav_link: [
          { id: '2', nav: '1', parent: 0, link: '#', name_az: 'a', name_en: 'A', order_num: 1 },
          { id: 3, nav: 1, parent: '2', link: '/x', name_az: 'b', name_en: 'B', order_num: '1' },
        ],
      }),
    ).nav_link;
    expect(flat.map((l) => [l.id, l.parent, l.children])).toEqual([
      [2, 0, []],
      [3, 2, []],
    ]);
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['JSON that is not an object', '[1,2]'],
    ['a reply without a status', JSON.stringify({ xeberler: [] })],
    ['a list field missing', ok({ message: '' })],
    ['an id that is not a number', ok({ xeberler: [{ ...news, id: 'abc' }] })],
    ['a date that is not a date', ok({ xeberler: [{ ...news, date: 'yesterday' }] })],
    ['a list that is a string', ok({ xeberler: 'none' })],
  ])('turns %s into the default error', (_, text) => {
    const e = failure('xeberler', text);
    expect([e.failure, e.message, e.status]).toEqual(['invalid-reply', DEFAULT_ERROR, 502]);
  });

  it('reads a title missing or null as empty: an untranslated item (docs/contract.md §7)', () => {
    const reply = readReply('xeberler', ok({ xeberler: [{ id: 1, date: '2026-01-01' }] }));
    expect(reply.xeberler[0]!.title).toBe('');
  });
});
