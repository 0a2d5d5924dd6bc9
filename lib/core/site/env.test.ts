import { siteEnv } from './env';

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
    expect(siteEnv()).toMatchObject({ TRACKER_STATUS_IMPLEMENTED: 1, TRACKER_STATUS_PARTLY: 2 });
  });

  it('take an upstream’s ids, and refuse what is no id', () => {
    process.env.TRACKER_STATUS_IMPLEMENTED = '1301';
    process.env.TRACKER_STATUS_PARTLY = '1302';
    expect(siteEnv()).toMatchObject({
      TRACKER_STATUS_IMPLEMENTED: 1301,
      TRACKER_STATUS_PARTLY: 1302,
    });
    process.env.TRACKER_STATUS_IMPLEMENTED = 'done';
    expect(() => siteEnv()).toThrow(/TRACKER_STATUS_IMPLEMENTED/);
  });
});
