import { parseRequest } from './validate';
import { RequestError } from './errors';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RequestError);
    return (e as Error).message;
  }
  throw new Error('expected a RequestError');
}

describe('parseRequest', () => {
  it('applies the spec defaults to a list call', () => {
    expect(parseRequest('xeberler', {})).toEqual({
      language: 'az',
      limit: 12,
      from: 0,
      column: 'date',
      order: 'desc',
    });
  });

  it('accepts numbers sent as form or query strings', () => {
    expect(parseRequest('xeberler', { limit: '3', from: '12', language: 'en' })).toMatchObject({
      limit: 3,
      from: 12,
      language: 'en',
    });
  });

  it.each([
    [{ limit: -1 }, '«limit»'],
    [{ limit: 100000 }, '«limit»'],
    [{ limit: '12abc' }, '«limit»'],
    [{ limit: 2.5 }, '«limit»'],
    [{ language: 'fr' }, '«language»'],
    [{ column: 'title; DROP TABLE xeberler' }, '«column»'],
    [{ order: 'sideways' }, '«order»'],
    [{ id: 'abc' }, '«id»'],
  ])('refuses %j with a message naming the field', (input, field) => {
    expect(messageOf(() => parseRequest('xeberler', input))).toContain(field);
  });

  it('speaks the language the request asks for', () => {
    expect(messageOf(() => parseRequest('xeberler', { language: 'en', limit: 0 }))).toBe(
      'Invalid request: «limit» must be at least 1',
    );
    expect(messageOf(() => parseRequest('xeberler', { limit: 0 }))).toBe(
      'Sorğu düzgün deyil: «limit» ən azı 1 olmalıdır',
    );
  });

  it('names the real problem of a number that is present (issue 26)', () => {
    expect(messageOf(() => parseRequest('xeberler', { limit: 1.5 }))).toBe(
      'Sorğu düzgün deyil: «limit» tam ədəd olmalıdır',
    );
    expect(messageOf(() => parseRequest('xeberler', { limit: 1.5, language: 'en' }))).toBe(
      'Invalid request: «limit» must be a whole number',
    );
    expect(messageOf(() => parseRequest('xeberler', { limit: 1e308 }))).toBe(
      'Sorğu düzgün deyil: «limit» ən çoxu 100 ola bilər',
    );
    expect(messageOf(() => parseRequest('xeberler', { limit: 1e308, language: 'en' }))).toBe(
      'Invalid request: «limit» must be at most 100',
    );
    expect(messageOf(() => parseRequest('xeberler', { limit: 'abc' }))).toBe(
      'Sorğu düzgün deyil: «limit» tam ədəd olmalıdır',
    );
    expect(messageOf(() => parseRequest('page', {}))).toBe(
      'Sorğu düzgün deyil: «short_title» mütləqdir',
    );
    expect(messageOf(() => parseRequest('page', { language: 'en' }))).toBe(
      'Invalid request: «short_title» is required',
    );
  });

  it('refuses SQL-looking short titles', () => {
    expect(
      messageOf(() => parseRequest('dercler', { id: 1, type_short_title: "' OR 1=1 --" })),
    ).toContain('«type_short_title»');
  });

  it('treats empty and zero filters as no filter', () => {
    expect(parseRequest('dercler', { audit_nov: '', rey_nov: 0, il: '', type: '' })).toMatchObject({
      audit_nov: undefined,
      rey_nov: undefined,
      il: undefined,
      type: undefined,
    });
  });

  it('says so when the search has no keyword', () => {
    expect(messageOf(() => parseRequest('neticeler', { query: '   ' }))).toBe(
      'Açar söz qeyd edilməyib',
    );
  });

  it('caps the recommendations page size and defaults it to 13', () => {
    expect(parseRequest('tovsiyyeler', {})).toMatchObject({ limit: 13, page: 1 });
    expect(messageOf(() => parseRequest('tovsiyyeler', { limit: 101 }))).toContain('«limit»');
  });
});
