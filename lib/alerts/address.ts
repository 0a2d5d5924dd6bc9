import { z } from 'zod';

/** RFC 5321's longest path; longer "addresses" are refused, not cut. */
export const MAX_ADDRESS = 254;

/** Any control character (CR, LF, NUL, …): never accepted in any field, so no header can be injected. */
export const CONTROL = /[\u0000-\u001f\u007f]/;

const address = z.email({ pattern: z.regexes.html5Email }).max(MAX_ADDRESS);

/**
 * A subscriber's address as stored: trimmed and lower-cased (mailbox names
 * are case-insensitive in practice, and one person must not hold two rows),
 * or null when it is not a plain, valid address.
 */
export function normalizeAddress(raw: unknown): string | null {
  if (typeof raw !== 'string' || CONTROL.test(raw)) return null;
  const value = raw.trim().toLowerCase();
  return address.safeParse(value).success ? value : null;
}
