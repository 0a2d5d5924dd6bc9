import { dateTimeFormat, numberFormat } from './intl';

describe('the Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, a new one otherwise', () => {
    const month = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const first = dateTimeFormat('en', month);
      expect(dateTimeFormat('en', { ...month })).toBe(first);
      expect(created).toHaveBeenCalledTimes(1);
      expect(dateTimeFormat('az', month)).not.toBe(first);
      expect(first.format(new Date('2026-11-01T00:00:00Z'))).toBe('November 2026');
    } finally {
      created.mockRestore();
    }
  });

  it('keeps number formats apart by their options', () => {
    const none = numberFormat('en', { maximumFractionDigits: 0 });
    const one = numberFormat('en', { maximumFractionDigits: 1 });
    expect([none.format(1.25), one.format(1.25)]).toEqual(['1', '1.3']);
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(none);
  });
});
