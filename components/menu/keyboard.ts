export type Orientation = 'horizontal' | 'vertical';

const STEP: Record<Orientation, Record<string, 1 | -1>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
};

/**
 * Where a roving key moves focus in a list of `count` items from `current` (arrows wrap around,
 * Home and End go to the ends), or null when the key does not move focus along this list.
 */
export function moveIndex(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEP[orientation][key];
  if (step === undefined) return null;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * Where Tab or Shift+Tab must send focus to stay inside a focus trap of `count` elements, or
 * null when the browser's own move already stays inside.
 */
export function trapTab(current: number, count: number, shift: boolean): number | null {
  if (count === 0) return null;
  if (shift) return current <= 0 ? count - 1 : null;
  return current < 0 || current >= count - 1 ? 0 : null;
}
