import { pagerPages } from './pager';

describe('pagerPages', () => {
  it('shows every page up to seven pages, wherever the current one is', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerPages(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerPages(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond seven pages shows first, last and the neighbours, with gaps', () => {
    expect(pagerPages(1, 8)).toEqual([1, 2, null, 8]);
    expect(pagerPages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerPages(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerPages(10, 10)).toEqual([1, null, 9, 10]);
  });
});
