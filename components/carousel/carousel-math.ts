/** The last index the first visible slide can take when `perView` slides show at once. */
export function maxIndex(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, perView));
}

/** `index` kept within 0 … maxIndex (the view may have widened since it was set). */
export function clampIndex(index: number, count: number, perView: number): number {
  return Math.min(Math.max(0, index), maxIndex(count, perView));
}

/** Whether a step forward exists: always with loop (unless every slide shows), else before the end. */
export function canGoNext(index: number, count: number, perView: number, loop: boolean): boolean {
  const last = maxIndex(count, perView);
  return last > 0 && (loop || index < last);
}

/** Whether a step back exists: always with loop (unless every slide shows), else after the start. */
export function canGoPrev(index: number, count: number, perView: number, loop: boolean): boolean {
  return maxIndex(count, perView) > 0 && (loop || index > 0);
}

/** The index one step forward; past the end it wraps to 0 with loop, else it stays at the end. */
export function nextIndex(index: number, count: number, perView: number, loop: boolean): number {
  const last = maxIndex(count, perView);
  const current = clampIndex(index, count, perView);
  if (current < last) return current + 1;
  return loop ? 0 : last;
}

/** The index one step back; before the start it wraps to the end with loop, else it stays at 0. */
export function prevIndex(index: number, count: number, perView: number, loop: boolean): number {
  const current = clampIndex(index, count, perView);
  if (current > 0) return current - 1;
  return loop ? maxIndex(count, perView) : 0;
}

/** Whether slide `slide` is in the view that starts at `index`. */
export function isVisible(slide: number, index: number, perView: number): boolean {
  return slide >= index && slide < index + Math.max(1, perView);
}

/** Fills `{name}` placeholders of a translated template: ('Slayd {n} / {total}', {n: 2, total: 7}). */
export function formatTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
