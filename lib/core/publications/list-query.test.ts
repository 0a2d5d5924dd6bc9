import { listSearch, parseListQuery } from './list-query';

describe('publication list queries', () => {
  it('default to the first 12 with no filter', () => {
    expect(parseListQuery({})).toEqual({ window: { from: 0, count: 12 } });
  });

  it('read the no-JS window', () => {
    expect(parseListQuery({ count: '24' }).window).toEqual({ from: 0, count: 24 });
  });

  it('keep a subsection only under satinalma', () => {
    expect(parseListQuery({ section: 'satinalma', subsection: 'tender' })).toMatchObject({
      section: 'satinalma',
      subsection: 'tender',
    });
    expect(
      parseListQuery({ section: 'vakansiya', subsection: 'tender' }).subsection,
    ).toBeUndefined();
    expect(parseListQuery({ subsection: 'tender' }).subsection).toBeUndefined();
  });

  it('ignore unknown sections and categories that are not positive numbers', () => {
    expect(parseListQuery({ section: 'x', cat: '0' })).toEqual({ window: { from: 0, count: 12 } });
    expect(parseListQuery({ cat: 'abc' }).category).toBeUndefined();
    expect(parseListQuery({ cat: ['11', '2'] }).category).toBe(11);
  });

  it('write filters into a query string, leaving out empty ones', () => {
    expect(listSearch({ section: 'satinalma', subsection: undefined, count: 24 })).toBe(
      '?section=satinalma&count=24',
    );
    expect(listSearch({})).toBe('');
  });
});
