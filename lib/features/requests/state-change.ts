import { z } from 'zod';
import { REQUEST_STATES } from '@/lib/core/db/schema/requests';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import { FORMULA_START } from '@/lib/core/format/csv';
import { REFERENCE } from '@/lib/core/contract/reference';

/** The states that arrive from the institution ('received' is the site's own, at receipt). */
const CHANGED_STATES = REQUEST_STATES.filter((s) => s !== 'received');

const cell = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // A cell a spreadsheet would run as a formula is refused, never stored.
    .refine((v) => !FORMULA_START.test(v), 'starts like a spreadsheet formula (= + - @)');

/**
 * One state change, as the import's row and the endpoint's body give it (docs/requests.md):
 * a reference the site made, a state, its day (not in the future), a note, and the body it
 * was forwarded to (required for `forwarded`, refused otherwise).
 */
export const stateChange = z
  .object({
    reference: z.string().trim().regex(REFERENCE, 'is not a reference like M-20261206-ABC234'),
    state: z.enum(CHANGED_STATES, {
      error: `must be one of: ${CHANGED_STATES.join(', ')}`,
    }),
    date: z.iso
      .date('must be a date YYYY-MM-DD')
      .refine((d) => d <= todayInBaku(), 'is in the future'),
    note: cell(500).default(''),
    forwarded_to: cell(200).default(''),
  })
  .refine((c) => (c.state === 'forwarded') === (c.forwarded_to !== ''), {
    message: 'forwarded_to is required for "forwarded" and only for it',
    path: ['forwarded_to'],
  });

export type StateChange = z.infer<typeof stateChange>;

/** A refusal's words: each problem as "field: message". */
export function problems(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ');
}
