import { z } from 'zod';

/** RFC 5321's longest path; longer "addresses" are refused, not cut. */
const MAX_ADDRESS = 254;

/** Any control character (CR, LF, NUL, …): never accepted in any field, so no header can be injected. */
export const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A subscriber's address as stored: trimmed and lower-cased (mailbox names
 * are case-insensitive in practice, and one person must not hold two rows);
 * refused when it holds a control character or is not a plain, valid address.
 */
export const subscriberAddress = z.preprocess(
  (raw) => (typeof raw === 'string' && !CONTROL.test(raw) ? raw.trim().toLowerCase() : undefined),
  z.email({ pattern: z.regexes.html5Email }).max(MAX_ADDRESS),
);

/** A subscriber's address as stored (`subscriberAddress`), or null when it is refused. */
export function normalizeAddress(raw: unknown): string | null {
  const parsed = subscriberAddress.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
