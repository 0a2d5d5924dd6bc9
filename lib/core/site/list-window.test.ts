import { maxCount, nextWindow, parseWindow, windowParams } from './list-window';

describe('list windows', () => {
  it('default to the first page', () => {
    expect(parseWindow({}, 12)).toEqual({ from: 0, count: 12 });
  });

  it('read a count as whole pages', () => {
    expect(parseWindow({ count: '24' }, 12)).toEqual({ from: 0, count: 24 });
    expect(parseWindow({ count: '13' }, 12)).toEqual({ from: 0, count: 24 });
    expect(parseWindow({ count: ['36', '48'] }, 12)).toEqual({ from: 0, count: 36 });
  });

  it('fall back to the first page for nonsense', () => {
    for (const count of ['abc', '-12', '1e3', '', '12.5', '99999999']) {
      expect(parseWindow({ count }, 12).count).toBe(12);
    }
    expect(parseWindow({ from: 'x', count: '0' }, 12)).toEqual({ from: 0, count: 12 });
  });

  it('never ask one call for more than 100 items', () => {
    expect(maxCount(12)).toBe(96);
    expect(maxCount(25)).toBe(100);
    expect(parseWindow({ count: '5000' }, 12).count).toBe(96);
    expect(parseWindow({ from: '9999999' }, 12).from).toBe(1_000_000);
  });

  it('grow by one page, then start a new window after a full one', () => {
    expect(nextWindow({ from: 0, count: 12 }, 12)).toEqual({ from: 0, count: 24 });
    expect(nextWindow({ from: 0, count: 96 }, 12)).toEqual({ from: 96, count: 12 });
    expect(nextWindow({ from: 96, count: 84 }, 12)).toEqual({ from: 96, count: 96 });
  });

  it('leave the defaults out of the query', () => {
    expect(windowParams({ from: 0, count: 12 }, 12)).toEqual({});
    expect(windowParams({ from: 96, count: 24 }, 12)).toEqual({ from: '96', count: '24' });
  });
});
