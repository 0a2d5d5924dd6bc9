import { parseTheme, themeAttribute, themeCookie } from './theme';

describe('parseTheme', () => {
  it('takes exactly light, dark or system', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('system')).toBe('system');
  });

  it.each(['', 'Dark', 'dark ', 'blue', 'light;dark', undefined, null, 1, ['dark']])(
    'ignores %p',
    (value) => expect(parseTheme(value)).toBeUndefined(),
  );
});

describe('themeAttribute', () => {
  it('marks only an explicit choice', () => {
    expect(themeAttribute('dark')).toBe('dark');
    expect(themeAttribute('light')).toBe('light');
    expect(themeAttribute('system')).toBeUndefined();
    expect(themeAttribute(undefined)).toBeUndefined();
  });
});

describe('themeCookie', () => {
  it('is first-party, a year long, Lax and HttpOnly; Secure over https only', () => {
    expect(themeCookie('dark', true)).toBe(
      'theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure',
    );
    expect(themeCookie('light', false)).toBe(
      'theme=light; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
  });
});
