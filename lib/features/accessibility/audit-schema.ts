import { z } from 'zod';

/** One axe rule that failed on a page, in one language at one width. */
const axeViolation = z.object({
  id: z.string(),
  impact: z.string().nullable(),
  help: z.string(),
  /** how many elements failed it */
  nodes: z.number().int().nonnegative(),
});

/** One message of the HTML validator (its own English wording). */
const htmlMessage = z.object({
  type: z.enum(['error', 'warning']),
  message: z.string(),
});

/** The Tab stops of one page at one width: each stop, and which had no visible focus indicator. */
const keyboardWalk = z.object({
  width: z.number().int().positive(),
  /** 'tag: accessible name', in tab order */
  stops: z.array(z.string()),
  /** indexes into stops: focus went there with no outline or ring drawn */
  noIndicator: z.array(z.number().int().nonnegative()),
  /** indexes into stops: focus went to an element that was not visible */
  hidden: z.array(z.number().int().nonnegative()),
  /** true when Tab came back round to the first stop (the walk saw every stop) */
  complete: z.boolean(),
});

const pageResult = z.object({
  name: z.string(),
  path: z.string(),
  axe: z.array(
    z.object({
      locale: z.enum(['az', 'en']),
      width: z.number().int().positive(),
      violations: z.array(axeViolation),
    }),
  ),
  html: z.array(z.object({ locale: z.enum(['az', 'en']), messages: z.array(htmlMessage) })),
  keyboard: z.array(keyboardWalk),
});

/** The results file of `npm run a11y:audit` (lib/features/accessibility/audit-results.json). */
export const auditSchema = z.object({
  /** the day of the test, 'YYYY-MM-DD' */
  testedAt: z.iso.date(),
  tools: z.object({ axe: z.string(), validator: z.string(), browser: z.string() }),
  widths: z.array(z.number().int().positive()),
  pages: z.array(pageResult),
});

export type AccessibilityAudit = z.infer<typeof auditSchema>;
