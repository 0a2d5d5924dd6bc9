import {
  DEFAULT_PAGE_SIZE,
  filterQueryString,
  filterRequest,
  filterYears,
  parseFilterQuery,
  toggleChoice,
} from './query';

const parse = (qs: string) => parseFilterQuery(new URLSearchParams(qs), 2026);

describe('parseFilterQuery', () => {
  it('reads every field of the audit group', () => {
    expect(
      parse('type=audit&audit_nov=2&audit_sahe=3&cografiya=1&limit=15&search=%20yol%20'),
    ).toEqual({
      type: 'audit',
      audit_nov: 2,
      audit_sahe: 3,
      cografiya: 1,
      limit: 15,
      search: 'yol',
    });
  });

  it('reads the opinion group and the year of activity reports', () => {
    expect(parse('type=rey&rey_nov=1&rey_merhele=2')).toEqual({
      type: 'rey',
      rey_nov: 1,
      rey_merhele: 2,
      limit: DEFAULT_PAGE_SIZE,
    });
    expect(parse('type=fealiyyet-hesabati&il=2013&fealiyyet_nov=1')).toEqual({
      type: 'fealiyyet-hesabati',
      il: 2013,
      fealiyyet_nov: 1,
      limit: DEFAULT_PAGE_SIZE,
    });
  });

  it.each([
    ['an unknown type', 'type=nonsense'],
    ['a non-numeric id', 'type=audit&audit_nov=abc'],
    ['a zero or negative id', 'type=audit&audit_nov=0&audit_sahe=-3'],
    ['a huge id', 'type=audit&cografiya=99999999999'],
    ['a page size not offered', 'limit=7'],
    ['a page size far too large', 'limit=100000'],
    ['a year before 2013', 'type=fealiyyet-hesabati&il=1900'],
    ['a year after the current one', 'type=fealiyyet-hesabati&il=2027'],
    ['a blank search', 'search=%20%20'],
    ['choices of a group that is not shown', 'type=rey&audit_nov=2&il=2020'],
    ['choices without a type', 'audit_nov=2&rey_nov=1'],
  ])('falls back to no filter for %s', (_what, qs) => {
    const query = parse(qs);
    expect(query.limit).toBe(DEFAULT_PAGE_SIZE);
    expect(query).not.toHaveProperty('audit_nov');
    expect(query).not.toHaveProperty('audit_sahe');
    expect(query).not.toHaveProperty('cografiya');
    expect(query).not.toHaveProperty('il');
    expect(query).not.toHaveProperty('search');
    if (!/type=(rey|audit|fealiyyet)/.test(qs)) expect(query).not.toHaveProperty('type');
  });

  it('takes the first of repeated values and cuts a long search to 200 characters', () => {
    const query = parseFilterQuery({ type: ['rey', 'audit'], search: 'a'.repeat(300) }, 2026);
    expect(query.type).toBe('rey');
    expect(query.search).toHaveLength(200);
  });
});

describe('filterQueryString', () => {
  it('writes keys in a fixed order and leaves the default page size out', () => {
    expect(filterQueryString({ limit: 10, search: 'x y', type: 'audit', audit_nov: 2 })).toBe(
      '?type=audit&audit_nov=2&search=x+y',
    );
    expect(filterQueryString({ limit: 10 })).toBe('');
    expect(filterQueryString({ limit: 25 })).toBe('?limit=25');
  });

  it('round-trips through parseFilterQuery', () => {
    const query = parse('type=rey&rey_nov=3&limit=5&search=b%C3%BCdc%C9%99');
    expect(parse(filterQueryString(query).slice(1))).toEqual(query);
  });
});

describe('toggleChoice', () => {
  it('sets a choice, and clears it when chosen again', () => {
    const chosen = toggleChoice({ type: 'audit', limit: 10 }, 'audit_nov', 2);
    expect(chosen).toEqual({ type: 'audit', audit_nov: 2, limit: 10 });
    expect(toggleChoice(chosen, 'audit_nov', 2)).toEqual({ type: 'audit', limit: 10 });
  });

  it('clears the other groups when the type changes, keeps search and page size', () => {
    const query = { type: 'audit' as const, audit_nov: 2, limit: 20, search: 'yol' };
    expect(toggleChoice(query, 'type', 'rey')).toEqual({ type: 'rey', limit: 20, search: 'yol' });
    expect(toggleChoice(query, 'type', 'audit')).toEqual({ limit: 20, search: 'yol' });
  });
});

describe('filterYears and filterRequest', () => {
  it('offers the current year down to 2013', () => {
    const years = filterYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2013);
    expect(years).toHaveLength(14);
  });

  it('leaves the page size out of the request fields', () => {
    expect(filterRequest({ type: 'rey', rey_nov: 1, limit: 15 })).toEqual({
      type: 'rey',
      rey_nov: 1,
    });
  });
});
