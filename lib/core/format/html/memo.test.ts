import { memoizeByText } from './memo';

describe('memoizeByText', () => {
  it('computes a text once and returns the remembered result after', () => {
    const fn = jest.fn((t: string) => ({ length: t.length }));
    const memo = memoizeByText(fn);
    const first = memo('<p>body</p>');
    expect(memo('<p>body</p>')).toBe(first);
    expect(memo('<p>other</p>')).toEqual({ length: 12 });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used texts past its bound', () => {
    const fn = jest.fn((t: string) => t.toUpperCase());
    const memo = memoizeByText(fn, 10);
    memo('aaaaa');
    memo('bbbbb');
    memo('ccccc'); // 15 characters > 10: 'aaaaa' goes
    memo('aaaaa');
    expect(fn).toHaveBeenCalledTimes(4);
    memo('ccccc');
    expect(fn).toHaveBeenCalledTimes(4);
  });
});

describe('memoizeByText, a text longer than the bound', () => {
  it('is computed each time and never kept', () => {
    const fn = jest.fn((t: string) => t.length);
    const memo = memoizeByText(fn, 4);
    expect(memo('abcdef')).toBe(6);
    expect(memo('abcdef')).toBe(6);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
