import { birthDateCode, checkBirthDate, splitBirthDate, todayInBaku } from './birth-date';

const TODAY = '2026-11-25';
const check = (day: string, month: string, year: string) =>
  checkBirthDate({ day, month, year }, TODAY);

describe('the date of birth in three fields', () => {
  it('joins a real past date into the stored form YYYY-MM-DD', () => {
    expect(check('31', '1', '1990')).toEqual({ ok: true, value: '1990-01-31' });
    expect(check(' 07 ', '03', '1985')).toEqual({ ok: true, value: '1985-03-07' });
    expect(check('29', '2', '2000')).toEqual({ ok: true, value: '2000-02-29' });
    expect(check('25', '11', '2026')).toEqual({ ok: true, value: TODAY });
  });

  it('names the missing part, the first one first', () => {
    expect(check('', '', '')).toEqual({
      ok: false,
      code: 'required',
      parts: ['day', 'month', 'year'],
    });
    expect(check('', '3', '1985')).toMatchObject({ code: 'dateDay', parts: ['day'] });
    expect(check('7', '', '')).toMatchObject({ code: 'dateMonth', parts: ['month', 'year'] });
    expect(check('7', '3', ' ')).toMatchObject({ code: 'dateYear', parts: ['year'] });
  });

  it('refuses dates that do not exist, pointing at the wrong part', () => {
    expect(check('30', '2', '1990')).toMatchObject({ code: 'date', parts: ['day'] });
    expect(check('29', '2', '1900')).toMatchObject({ code: 'date', parts: ['day'] });
    expect(check('0', '5', '1990')).toMatchObject({ code: 'date', parts: ['day'] });
    expect(check('12', '13', '1990')).toMatchObject({ code: 'date', parts: ['month'] });
    expect(check('1a', 'may', '1990')).toMatchObject({ code: 'date', parts: ['day', 'month'] });
    expect(check('1', '5', '90')).toMatchObject({ code: 'dateYearDigits', parts: ['year'] });
    expect(check('1', '5', '-1990')).toMatchObject({ code: 'date', parts: ['year'] });
  });

  it('refuses a date in the future and an implausible age', () => {
    expect(check('26', '11', '2026')).toMatchObject({ code: 'dateFuture' });
    expect(check('1', '1', '2999')).toMatchObject({ code: 'dateFuture' });
    expect(check('25', '11', '1906')).toEqual({ ok: true, value: '1906-11-25' });
    expect(check('24', '11', '1906')).toMatchObject({ code: 'dateTooOld', parts: ['year'] });
  });

  it('checks the stored form on the server with the same rules', () => {
    expect(birthDateCode('1990-01-31', TODAY)).toBeNull();
    expect(birthDateCode('1990-02-31', TODAY)).toBe('date');
    expect(birthDateCode('31-01-1990', TODAY)).toBe('date');
    expect(birthDateCode('1990-1-31', TODAY)).toBe('date');
    expect(birthDateCode('2027-01-01', TODAY)).toBe('dateFuture');
    expect(birthDateCode('1800-01-01', TODAY)).toBe('dateTooOld');
    expect(splitBirthDate('1990-01-31')).toEqual({ year: '1990', month: '01', day: '31' });
  });

  it('takes today in Baku (UTC+4)', () => {
    expect(todayInBaku(new Date('2026-11-25T20:30:00Z'))).toBe('2026-11-26');
    expect(todayInBaku(new Date('2026-11-25T19:30:00Z'))).toBe('2026-11-25');
  });
});
