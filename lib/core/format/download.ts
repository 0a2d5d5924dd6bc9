import { z } from 'zod';
import { LANGUAGES } from '@/lib/core/contract/primitives';

/**
 * The JSON form of the open-data downloads (docs/open-data.md): the tracker's
 * (GET /api/tovsiyyeler/export) and the lists' (/{list}/data.json). One definition for the
 * routes that write them and the OpenAPI description; their CSV form has the same columns.
 */

/** One column: its key (the JSON rows' field) and its title in the request's language (the CSV header). */
const downloadColumn = z.object({ key: z.string(), title: z.string() });

/** What every JSON download holds: its language, whether it was cut, its columns and rows. */
export const downloadTable = z.object({
  language: z.enum(LANGUAGES),
  truncated: z.boolean().describe('More rows exist than the download holds (also X-Truncated)'),
  columns: z.array(downloadColumn),
  rows: z
    .array(z.record(z.string(), z.union([z.string(), z.number(), z.null()])))
    .describe('One object per row, with exactly the columns’ keys (null for no value)'),
});
