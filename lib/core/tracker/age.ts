/** Whole months from a date (YYYY-MM-DD) to another moment, never negative. */
export function monthsBetween(from: string, to: Date): number {
  const start = new Date(`${from.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return 0;
  let months =
    (to.getUTCFullYear() - start.getUTCFullYear()) * 12 + (to.getUTCMonth() - start.getUTCMonth());
  if (to.getUTCDate() < start.getUTCDate()) months -= 1;
  return Math.max(0, months);
}
