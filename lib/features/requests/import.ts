/**
 * The institution's file of request states (docs/requests.md, "Importing states"): every row
 * checked first, with its line; nothing written when one is refused; then one transaction.
 * The same file twice changes nothing and mails nothing.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Db } from '@/lib/core/db/client';
import { problems, stateChange, type StateChange } from './state-change';
import { recordState, type ChangeResult } from './track';

/** The file's columns; the first three are required. */
const STATUS_COLUMNS = ['reference', 'state', 'date', 'note', 'forwarded_to'] as const;

/** csv-parse's records with `info` (its typings do not follow the option). */
const parsed = z.array(
  z.object({ record: z.array(z.string()), info: z.object({ lines: z.number() }) }),
);

/** A checked row and the file's line it starts on. */
export interface StatusRow {
  line: number;
  change: StateChange;
}

/** The rows of a states file, or its problems, each with its line (the header is line 1). */
export function readStatusFile(text: string): { rows: StatusRow[]; errors: string[] } {
  let records: z.infer<typeof parsed>;
  try {
    const options = { info: true, skip_empty_lines: true } as const;
    records = parsed.parse(parse(text.replace(/^\uFEFF/, ''), options));
  } catch (e) {
    return {
      rows: [],
      errors: [`The file is not valid CSV: ${e instanceof Error ? e.message : e}`],
    };
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((h) => h.trim().toLowerCase());
  const unknown = columns.filter((c) => !STATUS_COLUMNS.some((k) => k === c));
  const missing = STATUS_COLUMNS.slice(0, 3).filter((c) => !columns.includes(c));
  if (unknown.length || missing.length)
    return {
      rows: [],
      errors: [`line 1: the columns must be ${STATUS_COLUMNS.join(', ')} (the last two optional)`],
    };
  const rows: StatusRow[] = [];
  const errors: string[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    const fields = Object.fromEntries(columns.map((c, i) => [c, record[i] ?? '']));
    const read = stateChange.safeParse(fields);
    if (!read.success) errors.push(`line ${line}: ${problems(read.error)}`);
    else rows.push({ line, change: read.data });
  }
  if (!errors.length && rows.length === 0) errors.push('The file has no rows under its header');
  return { rows, errors };
}

/** Thrown inside the transaction to undo it: a dry run, or a row of no known request. */
class Undo extends Error {}

/**
 * Records the rows' states in one transaction, each new one with its mail queued; a row of an
 * unknown reference undoes everything (refused with its line), as does a dry run, which
 * answers what would have been done.
 */
export async function applyStatusFile(
  db: Db,
  rows: StatusRow[],
  dryRun: boolean,
): Promise<{ counts: Record<ChangeResult, number>; errors: string[] }> {
  const counts: Record<ChangeResult, number> = { added: 0, unchanged: 0, unknown: 0 };
  const errors: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const { line, change } of rows) {
        const result = await recordState(tx, change);
        counts[result] += 1;
        if (result === 'unknown')
          errors.push(`line ${line}: reference: no request ${change.reference}`);
      }
      if (errors.length || dryRun) throw new Undo();
    });
  } catch (e) {
    if (!(e instanceof Undo)) throw e;
  }
  return { counts, errors };
}
