import { moveIndex, trapTab } from './keyboard';

describe('moveIndex', () => {
  test.each([
    ['ArrowDown', 0, 'vertical', 1],
    ['ArrowDown', 3, 'vertical', 0],
    ['ArrowUp', 0, 'vertical', 3],
    ['ArrowUp', 2, 'vertical', 1],
    ['ArrowRight', 1, 'horizontal', 2],
    ['ArrowRight', 3, 'horizontal', 0],
    ['ArrowLeft', 0, 'horizontal', 3],
    ['Home', 2, 'vertical', 0],
    ['End', 0, 'horizontal', 3],
    ['ArrowDown', -1, 'vertical', 0],
    ['ArrowUp', -1, 'vertical', 3],
  ] as const)('%s from %i in a %s list of 4 goes to %i', (key, from, orientation, to) => {
    expect(moveIndex(key, from, 4, orientation)).toBe(to);
  });

  test('keys of the other axis and other keys do not move', () => {
    expect(moveIndex('ArrowLeft', 1, 4, 'vertical')).toBeNull();
    expect(moveIndex('ArrowDown', 1, 4, 'horizontal')).toBeNull();
    expect(moveIndex('Enter', 1, 4, 'vertical')).toBeNull();
  });

  test('an empty list never moves', () => {
    expect(moveIndex('Home', 0, 0, 'vertical')).toBeNull();
  });
});

describe('trapTab', () => {
  test('Tab on the last element wraps to the first', () => {
    expect(trapTab(4, 5, false)).toBe(0);
  });
  test('Shift+Tab on the first element wraps to the last', () => {
    expect(trapTab(0, 5, true)).toBe(4);
  });
  test('moves inside the trap are left to the browser', () => {
    expect(trapTab(2, 5, false)).toBeNull();
    expect(trapTab(2, 5, true)).toBeNull();
  });
  test('focus outside the trap is brought back in', () => {
    expect(trapTab(-1, 5, false)).toBe(0);
    expect(trapTab(-1, 5, true)).toBe(4);
  });
  test('an empty trap does nothing', () => {
    expect(trapTab(-1, 0, false)).toBeNull();
  });
});
