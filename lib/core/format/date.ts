import { dateTimeFormat } from './intl';

// The date part is read as text: going through Date in local time would move
// '2026-01-05T23:30:00+04:00' to another day on a server in another zone.
const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function dateParts(iso: string): [string, string, string] | null {
  const match = DATE_PART.exec(iso.trim());
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(Number(y), month)) return null;
  return [y, m, d];
}

/** 'YYYY-MM-DD' or an ISO timestamp as the site shows dates (docs/contract.md §9: DD-MM-YYYY); '' when invalid. */
export function formatDate(iso: string): string {
  const parts = dateParts(iso);
  return parts ? `${parts[2]}-${parts[1]}-${parts[0]}` : '';
}

/** The calendar date of 'YYYY-MM-DD' or an ISO timestamp, for `<time dateTime>`; '' when invalid. */
export function isoDate(iso: string): string {
  const parts = dateParts(iso);
  return parts ? parts.join('-') : '';
}

/** '2026-11' as 'November 2026' / 'noyabr 2026' (the month is stored in UTC). */
export function monthName(locale: string, month: string): string {
  const format = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
