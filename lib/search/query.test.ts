import { parseSearchQuery } from './query';

describe('parseSearchQuery', () => {
  it('trims the keyword and takes the first of repeated values', () => {
    expect(parseSearchQuery('  audit  ')).toBe('audit');
    expect(parseSearchQuery(['xeber', 'rey'])).toBe('xeber');
  });

  it('is empty for a missing or blank keyword', () => {
    expect(parseSearchQuery(undefined)).toBe('');
    expect(parseSearchQuery(' \t ')).toBe('');
    expect(parseSearchQuery([])).toBe('');
  });

  it('cuts a long keyword to 200 characters', () => {
    expect(parseSearchQuery('a'.repeat(500))).toHaveLength(200);
  });
});
