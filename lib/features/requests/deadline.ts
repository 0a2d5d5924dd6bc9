/** Dates are calendar days in Baku, written YYYY-MM-DD; arithmetic is done at noon UTC. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Whether a day is a working day: not a Saturday or Sunday, not one of `holidays`. */
function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = day(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/**
 * The deadline of a request received on `received`: the `days`-th working day after it (the
 * day received is not counted, as the law counts a term from the next day); the institution
 * may answer up to the end of that day.
 */
export function addWorkingDays(received: string, days: number, holidays: ReadonlySet<string>) {
  const d = day(received);
  for (let left = days; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isWorkingDay(iso(d), holidays)) left -= 1;
  }
  return iso(d);
}

/** The working days from `from` to `to` (the first day not counted; 0 when `to` is not later). */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>) {
  let count = 0;
  for (const d = day(from); iso(d) < to;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isWorkingDay(iso(d), holidays)) count += 1;
  }
  return count;
}

/** Overdue: the deadline's day has ended (`today` is later) and no answer was recorded. */
export function isOverdue(deadline: string, answeredOn: string | null, today: string): boolean {
  return answeredOn === null && today > deadline;
}
