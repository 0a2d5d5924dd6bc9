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

describe('the tracker status ids', () => {
  const saved = {
    implemented: process.env.TRACKER_STATUS_IMPLEMENTED,
    partly: process.env.TRACKER_STATUS_PARTLY,
  };
  const restore = (key: string, value: string | undefined) => {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  };
  afterEach(() => {
    restore('TRACKER_STATUS_IMPLEMENTED', saved.implemented);
    restore('TRACKER_STATUS_PARTLY', saved.partly);
  });

  it("default to the site's own statuses: 1 implemented, 2 partly implemented", () => {
    delete process.env.TRACKER_STATUS_IMPLEMENTED;
    delete process.env.TRACKER_STATUS_PARTLY;
    expect(env()).toMatchObject({ TRACKER_STATUS_IMPLEMENTED: 1, TRACKER_STATUS_PARTLY: 2 });
  });

  it('take an upstream’s ids, and refuse what is no id', () => {
    process.env.TRACKER_STATUS_IMPLEMENTED = '1301';
    process.env.TRACKER_STATUS_PARTLY = '1302';
    expect(env()).toMatchObject({ TRACKER_STATUS_IMPLEMENTED: 1301, TRACKER_STATUS_PARTLY: 1302 });
    process.env.TRACKER_STATUS_IMPLEMENTED = 'done';
    expect(() => env()).toThrow(/TRACKER_STATUS_IMPLEMENTED/);
  });
});
