jest.mock('next-intl/server', () => ({ getRequestConfig: <T>(make: T) => make }));

import requestConfig from './request';

type Make = (params: { requestLocale: Promise<string | undefined> }) => Promise<{
  locale: string;
  timeZone?: string;
}>;
const make = requestConfig as unknown as Make;

describe('the request configuration', () => {
  it('gives the server’s time zone without reading it again on each request', async () => {
    const expected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const az = await make({ requestLocale: Promise.resolve('az') });
      const en = await make({ requestLocale: Promise.resolve('en') });
      expect([az.timeZone, en.timeZone]).toEqual([expected, expected]);
      expect([az.locale, en.locale]).toEqual(['az', 'en']);
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('falls back to Azerbaijani for an unknown language', async () => {
    expect((await make({ requestLocale: Promise.resolve('xx') })).locale).toBe('az');
  });
});
