import { env } from './env';

describe('env', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('returns the same parsed object while the environment is unchanged', () => {
    process.env.SITE_URL = 'https://sai.example';
    expect(env()).toBe(env());
    expect(env().SITE_URL).toBe('https://sai.example');
  });

  it('parses again when a variable it reads changes', () => {
    process.env.SITE_URL = 'https://one.example';
    const one = env();
    process.env.SITE_URL = 'https://two.example';
    expect(env().SITE_URL).toBe('https://two.example');
    expect(env()).not.toBe(one);
    process.env.SITE_URL = 'not a url';
    expect(() => env()).toThrow(/SITE_URL/);
  });
});
