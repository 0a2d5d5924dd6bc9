import {
  canGoNext,
  canGoPrev,
  clampIndex,
  formatTemplate,
  isVisible,
  maxIndex,
  nextIndex,
  prevIndex,
} from './carousel-math';

describe('maxIndex', () => {
  it('is the count minus the slides in view, never below 0', () => {
    expect(maxIndex(7, 1)).toBe(6);
    expect(maxIndex(7, 5)).toBe(2);
    expect(maxIndex(3, 5)).toBe(0);
    expect(maxIndex(0, 1)).toBe(0);
  });

  it('treats a perView below 1 as 1', () => {
    expect(maxIndex(4, 0)).toBe(3);
  });
});

describe('clampIndex', () => {
  it('keeps the index within 0 … maxIndex', () => {
    expect(clampIndex(-2, 7, 1)).toBe(0);
    expect(clampIndex(4, 7, 1)).toBe(4);
    expect(clampIndex(6, 7, 5)).toBe(2);
  });
});

describe('nextIndex', () => {
  it('moves one slide forward', () => {
    expect(nextIndex(0, 3, 1, true)).toBe(1);
    expect(nextIndex(1, 7, 5, false)).toBe(2);
  });

  it('wraps to the first slide after the last one with loop', () => {
    expect(nextIndex(2, 3, 1, true)).toBe(0);
    expect(nextIndex(2, 7, 5, true)).toBe(0);
  });

  it('stays at the last view without loop', () => {
    expect(nextIndex(2, 3, 1, false)).toBe(2);
    expect(nextIndex(2, 7, 5, false)).toBe(2);
  });

  it('steps from the clamped index when the view widened', () => {
    expect(nextIndex(5, 7, 5, false)).toBe(2);
  });
});

describe('prevIndex', () => {
  it('moves one slide back', () => {
    expect(prevIndex(2, 3, 1, true)).toBe(1);
    expect(prevIndex(2, 7, 5, false)).toBe(1);
  });

  it('wraps to the last view before the first slide with loop', () => {
    expect(prevIndex(0, 3, 1, true)).toBe(2);
    expect(prevIndex(0, 7, 5, true)).toBe(2);
  });

  it('stays at the first slide without loop', () => {
    expect(prevIndex(0, 3, 1, false)).toBe(0);
  });
});

describe('canGoNext / canGoPrev', () => {
  it('are always true with loop while slides are out of view', () => {
    expect(canGoNext(2, 3, 1, true)).toBe(true);
    expect(canGoPrev(0, 3, 1, true)).toBe(true);
  });

  it('are false at the ends without loop', () => {
    expect(canGoNext(2, 3, 1, false)).toBe(false);
    expect(canGoNext(1, 3, 1, false)).toBe(true);
    expect(canGoPrev(0, 3, 1, false)).toBe(false);
    expect(canGoPrev(1, 3, 1, false)).toBe(true);
  });

  it('are false when every slide is in view, even with loop', () => {
    expect(canGoNext(0, 5, 5, true)).toBe(false);
    expect(canGoPrev(0, 5, 5, true)).toBe(false);
  });
});

describe('isVisible', () => {
  it('is true for the perView slides from the index on', () => {
    const shown = [0, 1, 2, 3, 4, 5, 6].filter((slide) => isVisible(slide, 1, 5));
    expect(shown).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows one slide when perView is 1', () => {
    expect([0, 1, 2].filter((slide) => isVisible(slide, 2, 1))).toEqual([2]);
  });
});

describe('formatTemplate', () => {
  it('fills every placeholder', () => {
    expect(formatTemplate('Slayd {n} / {total}', { n: 2, total: 7 })).toBe('Slayd 2 / 7');
    expect(formatTemplate('{n}-{n}', { n: 3 })).toBe('3-3');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(formatTemplate('Slayda keç: {n} {x}', { n: 1 })).toBe('Slayda keç: 1 {x}');
  });
});
