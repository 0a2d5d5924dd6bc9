/**
 * The date of birth of the request form, entered as three fields (day, month,
 * year: the GOV.UK date-input pattern) and stored and sent as today's value,
 * `YYYY-MM-DD` (docs/contract.md §3, `tevellud`). One check for the browser
 * (which knows the three fields, so it can name the wrong one) and the server
 * (which gets the joined value).
 */

import type { FieldErrorCode } from './form-constants';

export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];
export type DateParts = Record<DatePart, string>;

/** Nobody older than this writes to the institution: an earlier year is a typing slip. */
const BIRTH_DATE_MAX_AGE = 120;

/** Why a date of birth was refused (texts under FormErrors in messages/forms.*.json). */
export type BirthDateCode = Extract<FieldErrorCode, 'required' | `date${string}`>;

export type BirthDateCheck =
  | { ok: true; value: string }
  /** `parts`: the fields to mark, the first one is where the error summary leads */
  | { ok: false; code: BirthDateCode; parts: DatePart[] };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Today's calendar date as `YYYY-MM-DD`, in the time zone of Baku (the institution's). */
export function todayInBaku(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(now);
}

/**
 * Checks the three fields of a date of birth: all given, digits only, a real
 * calendar date, not after `today` (YYYY-MM-DD) and at most BIRTH_DATE_MAX_AGE
 * years before it. Gives the stored value or the first problem.
 */
export function checkBirthDate(input: DateParts, today: string = todayInBaku()): BirthDateCheck {
  const v = {
    day: input.day.trim(),
    month: input.month.trim(),
    year: input.year.trim(),
  };
  const missing = DATE_PARTS.filter((p) => v[p] === '');
  if (missing.length === 3) return { ok: false, code: 'required', parts: [...DATE_PARTS] };
  if (missing.length > 0) {
    const code =
      missing[0] === 'day' ? 'dateDay' : missing[0] === 'month' ? 'dateMonth' : 'dateYear';
    return { ok: false, code, parts: missing };
  }
  const notNumbers = DATE_PARTS.filter((p) => !/^\d+$/.test(v[p]));
  if (notNumbers.length > 0) return { ok: false, code: 'date', parts: notNumbers };
  if (v.year.length !== 4) return { ok: false, code: 'dateYearDigits', parts: ['year'] };
  const day = Number(v.day);
  const month = Number(v.month);
  const year = Number(v.year);
  if (month < 1 || month > 12) return { ok: false, code: 'date', parts: ['month'] };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || date.getUTCMonth() !== month - 1)
    return { ok: false, code: 'date', parts: ['day'] };
  const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (value > today) return { ok: false, code: 'dateFuture', parts: [...DATE_PARTS] };
  const oldest = `${pad(Number(today.slice(0, 4)) - BIRTH_DATE_MAX_AGE, 4)}${today.slice(4)}`;
  if (value < oldest) return { ok: false, code: 'dateTooOld', parts: ['year'] };
  return { ok: true, value };
}

/** The three fields of a stored value (`YYYY-MM-DD`), or null when it has another form. */
export function splitBirthDate(value: string): DateParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? { year: m[1]!, month: m[2]!, day: m[3]! } : null;
}

/** The server's check of the joined value: the same rules, the stored form only. */
export function birthDateCode(value: string, today?: string): BirthDateCode | null {
  const parts = splitBirthDate(value);
  if (!parts) return 'date';
  const checked = checkBirthDate(parts, today);
  return checked.ok ? null : checked.code;
}
