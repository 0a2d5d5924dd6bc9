import { formatDate, isoDate } from './date';

describe('formatDate', () => {
  it('turns YYYY-MM-DD into DD-MM-YYYY', () => {
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDate('2026-11-15')).toBe('15-11-2026');
  });

  it('keeps the calendar day of a timestamp, whatever its offset or the server zone', () => {
    expect(formatDate('2026-01-05T23:30:00+04:00')).toBe('05-01-2026');
    expect(formatDate('2026-01-05T00:30:00-11:00')).toBe('05-01-2026');
    expect(formatDate('2026-01-05T23:59:59.999Z')).toBe('05-01-2026');
    // The same instants fall on the 4th and the 6th in UTC: a Date-based reading would move them.
    expect(formatDate('2026-01-05T02:00:00+04:00')).toBe('05-01-2026');
    expect(formatDate('2026-01-05T20:00:00-05:00')).toBe('05-01-2026');
  });

  it('accepts the SQL form with a space and surrounding whitespace', () => {
    expect(formatDate('2026-01-05 08:00:00')).toBe('05-01-2026');
    expect(formatDate(' 2026-01-05\n')).toBe('05-01-2026');
  });

  it('knows leap years', () => {
    expect(formatDate('2024-02-29')).toBe('29-02-2024');
    expect(formatDate('2000-02-29')).toBe('29-02-2000');
    expect(formatDate('2026-02-29')).toBe('');
    expect(formatDate('1900-02-29')).toBe('');
  });

  it.each([
    '',
    'not a date',
    '05-01-2026',
    '2026-1-5',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-00',
    '2026-01-05x',
    '20260105',
  ])('returns an empty string for %j', (input) => {
    expect(formatDate(input)).toBe('');
  });
});

describe('isoDate', () => {
  it('gives the calendar date for <time dateTime>', () => {
    expect(isoDate('2026-01-05')).toBe('2026-01-05');
    expect(isoDate('2026-01-05T23:30:00+04:00')).toBe('2026-01-05');
    expect(isoDate('2026-12-31 23:59:00')).toBe('2026-12-31');
  });

  it('returns an empty string for invalid input', () => {
    expect(isoDate('2026-02-30')).toBe('');
    expect(isoDate('yesterday')).toBe('');
  });
});
