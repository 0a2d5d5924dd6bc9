/**
 * The operator's import of the recommendations tracker from a CSV file (docs/tracker.md,
 * "Importing the tracker"): every row checked first, nothing written if any row is refused,
 * then one transaction that inserts new recommendations, records status changes in the
 * history with the row's date, and updates texts and the audit record a recommendation came
 * from. Running the same file twice changes nothing.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import {
  dercler,
  types,
  tovsiyyeNovler,
  tovsiyyeQurumlar,
  tovsiyyeStatuslar,
  tovsiyyeler,
} from '@/lib/core/db/schema';
import { isoDate } from '@/lib/core/format/date';

/** The columns of the file, in the template's order (docs/tracker.md: the data dictionary). */
const IMPORT_COLUMNS = [
  'id',
  'il',
  'qurum',
  'nov',
  'status',
  'movzu_az',
  'movzu_en',
  'metn_az',
  'metn_en',
  'tarix',
  'derc',
] as const;
const REQUIRED = ['il', 'qurum', 'nov', 'status', 'movzu_az', 'metn_az'] as const;

/** The longest topic and text a row may hold (characters). */
const TOPIC_MAX = 300;
const TEXT_MAX = 4000;

export interface ImportRow {
  /** the file's line (the header is line 1) */
  line: number;
  id: number | null;
  il: number;
  qurumId: number;
  novId: number;
  statusId: number;
  movzuAz: string;
  movzuEn: string | null;
  metnAz: string;
  metnEn: string | null;
  /** the day the row's status took effect: its `tarix`, or the import's date */
  since: string;
  /**
   * the audit record it came from: an id, null when the file's `derc` is empty (none), or
   * undefined when the file has no `derc` column (a stored recommendation keeps its own)
   */
  dercId: number | null | undefined;
}

interface Option {
  id: number;
  nameAz: string;
  nameEn: string;
}

export interface ImportOptions {
  qurumlar: Option[];
  novler: Option[];
  statuslar: Option[];
}

/** The options an import resolves names against, from the database. */
export async function importOptions(db: Db): Promise<ImportOptions> {
  const [qurumlar, novler, statuslar] = await Promise.all([
    db
      .select({
        id: tovsiyyeQurumlar.id,
        nameAz: tovsiyyeQurumlar.nameAz,
        nameEn: tovsiyyeQurumlar.nameEn,
      })
      .from(tovsiyyeQurumlar),
    db
      .select({
        id: tovsiyyeNovler.id,
        nameAz: tovsiyyeNovler.nameAz,
        nameEn: tovsiyyeNovler.nameEn,
      })
      .from(tovsiyyeNovler),
    db
      .select({
        id: tovsiyyeStatuslar.id,
        nameAz: tovsiyyeStatuslar.nameAz,
        nameEn: tovsiyyeStatuslar.nameEn,
      })
      .from(tovsiyyeStatuslar),
  ]);
  return { qurumlar, novler, statuslar };
}

const fold = (s: string) => s.trim().toLocaleLowerCase('az');

/** An option named by its Azerbaijani or English name, or its id. */
function option(options: Option[], value: string): Option | undefined {
  const wanted = fold(value);
  return options.find(
    (o) => String(o.id) === wanted || fold(o.nameAz) === wanted || fold(o.nameEn) === wanted,
  );
}

/**
 * Reads and checks a file: its rows, or every problem with its line number. `today` is the
 * import's date (YYYY-MM-DD): the date of a row without `tarix`, and the latest a `tarix` may be.
 */
export function readImport(
  text: string,
  options: ImportOptions,
  today: string,
): { rows: ImportRow[]; errors: string[] } {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      bom: true,
      relax_column_count: false,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { rows: [], errors: [`The file is not valid CSV: ${why}`] };
  }
  const [header = [], ...body] = records;
  const errors: string[] = [];
  const columns = header.map((h) => h.toLowerCase());
  const unknown = columns.filter((c) => !IMPORT_COLUMNS.some((k) => k === c));
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (unknown.length) errors.push(`line 1: unknown columns: ${unknown.join(', ')}`);
  if (missing.length) errors.push(`line 1: missing columns: ${missing.join(', ')}`);
  if (errors.length) return { rows: [], errors };
  if (body.length === 0) return { rows: [], errors: ['The file has no rows under its header'] };
  const rows: ImportRow[] = [];
  const seenIds = new Set<number>();
  body.forEach((record, i) => {
    const line = i + 2;
    const cell = (name: (typeof IMPORT_COLUMNS)[number]) => {
      const at = columns.indexOf(name);
      return at >= 0 ? (record[at] ?? '') : '';
    };
    const problems: string[] = [];
    const rawId = cell('id');
    const id = rawId === '' ? null : Number(rawId);
    if (id !== null && !(Number.isInteger(id) && id > 0))
      problems.push(`id "${rawId}" is not a number`);
    if (id !== null && seenIds.has(id)) problems.push(`id ${id} is in the file twice`);
    if (id !== null) seenIds.add(id);
    const il = Number(cell('il'));
    const thisYear = Number(today.slice(0, 4));
    if (!Number.isInteger(il) || il < 2000 || il > thisYear)
      problems.push(`il "${cell('il')}" must be a year from 2000 to ${thisYear}`);
    const choice = (name: 'qurum' | 'nov' | 'status', list: Option[]) => {
      const found = option(list, cell(name));
      if (!found)
        problems.push(
          `${name} "${cell(name)}" is not one of: ${list.map((o) => o.nameAz).join('; ')}`,
        );
      return found?.id ?? 0;
    };
    const qurumId = choice('qurum', options.qurumlar);
    const novId = choice('nov', options.novler);
    const statusId = choice('status', options.statuslar);
    const text = (name: 'movzu_az' | 'movzu_en' | 'metn_az' | 'metn_en', max: number) => {
      const value = cell(name);
      if (value.length > max) problems.push(`${name} is longer than ${max} characters`);
      return value;
    };
    const movzuAz = text('movzu_az', TOPIC_MAX);
    const metnAz = text('metn_az', TEXT_MAX);
    if (!movzuAz) problems.push('movzu_az is empty');
    if (!metnAz) problems.push('metn_az is empty');
    const movzuEn = text('movzu_en', TOPIC_MAX) || null;
    const metnEn = text('metn_en', TEXT_MAX) || null;
    const since = cell('tarix') || today;
    if (isoDate(since) !== since || since > today)
      problems.push(`tarix "${cell('tarix')}" must be a date (YYYY-MM-DD) not after ${today}`);
    const rawDerc = cell('derc');
    const dercId = !columns.includes('derc') ? undefined : rawDerc === '' ? null : Number(rawDerc);
    if (typeof dercId === 'number' && !(Number.isInteger(dercId) && dercId > 0))
      problems.push(`derc "${rawDerc}" is not a number`);
    if (problems.length) errors.push(`line ${line}: ${problems.join('; ')}`);
    else
      rows.push({
        line,
        id,
        il,
        qurumId,
        novId,
        statusId,
        movzuAz,
        movzuEn,
        metnAz,
        metnEn,
        since,
        dercId,
      });
  });
  return { rows: errors.length ? [] : rows, errors };
}

type Existing = typeof tovsiyyeler.$inferSelect;

/** What an import would do: the change set the script prints (and writes unless --dry-run). */
export interface ImportPlan {
  added: ImportRow[];
  statusChanged: Array<{ row: ImportRow; id: number; from: number }>;
  /** texts, year, institution, type or audit record changed; status the same */
  updated: Array<{ row: ImportRow; id: number }>;
  unchanged: number;
  /** recommendations in the database the file does not name (left as they are) */
  absent: number[];
  errors: string[];
}

/** The record type a recommendation may come from (docs/tracker.md: the tracker is of audits). */
const AUDIT_TYPE = 'audit';

/** The type (short title) of each record the rows name in `derc` that the database has. */
async function recordTypes(db: Db, rows: ImportRow[]): Promise<Map<number, string>> {
  const named = [...new Set(rows.flatMap((r) => (typeof r.dercId === 'number' ? [r.dercId] : [])))];
  if (named.length === 0) return new Map();
  const found = await db
    .select({ id: dercler.id, type: types.shortTitle })
    .from(dercler)
    .innerJoin(types, eq(dercler.typeId, types.id))
    .where(inArray(dercler.id, named));
  return new Map(found.map((r) => [r.id, r.type]));
}

/** What is wrong with a row's `derc`: a record the database does not have, or not an audit. */
function recordError(row: ImportRow, typeOf: Map<number, string>): string | null {
  if (typeof row.dercId !== 'number') return null;
  const type = typeOf.get(row.dercId);
  if (type === undefined) return `line ${row.line}: no record has id ${row.dercId} (derc)`;
  if (type !== AUDIT_TYPE)
    return `line ${row.line}: derc ${row.dercId} is not an audit record (it is a ${type})`;
  return null;
}

/**
 * Matches each row with a stored recommendation: by `id` when the row has one (an unknown id
 * is an error), else by year, institution and Azerbaijani topic (so a file without ids can be
 * imported twice without adding its rows again). A `derc` must name an audit record the
 * database has.
 */
export async function planImport(db: Db, rows: ImportRow[]): Promise<ImportPlan> {
  const stored = await db.select().from(tovsiyyeler);
  const byId = new Map(stored.map((r) => [r.id, r]));
  const key = (il: number, qurumId: number, movzuAz: string) => `${il}|${qurumId}|${fold(movzuAz)}`;
  const byKey = new Map(stored.map((r) => [key(r.il, r.qurumId, r.movzuAz), r]));
  const plan: ImportPlan = {
    added: [],
    statusChanged: [],
    updated: [],
    unchanged: 0,
    absent: [],
    errors: [],
  };
  const typeOf = await recordTypes(db, rows);
  const named = new Set<number>();
  for (const row of rows) {
    const recordProblem = recordError(row, typeOf);
    if (recordProblem) plan.errors.push(recordProblem);
    let match: Existing | undefined;
    if (row.id !== null) {
      match = byId.get(row.id);
      if (!match) {
        plan.errors.push(`line ${row.line}: no recommendation has id ${row.id}`);
        continue;
      }
    } else match = byKey.get(key(row.il, row.qurumId, row.movzuAz));
    if (!match) {
      plan.added.push(row);
      continue;
    }
    named.add(match.id);
    if (match.statusId !== row.statusId)
      plan.statusChanged.push({ row, id: match.id, from: match.statusId });
    else if (textsDiffer(match, row)) plan.updated.push({ row, id: match.id });
    else plan.unchanged += 1;
  }
  plan.absent = stored.filter((r) => !named.has(r.id)).map((r) => r.id);
  return plan;
}

function textsDiffer(a: Existing, row: ImportRow): boolean {
  return (
    a.il !== row.il ||
    a.qurumId !== row.qurumId ||
    a.novId !== row.novId ||
    a.movzuAz !== row.movzuAz ||
    (a.movzuEn ?? null) !== row.movzuEn ||
    a.metnAz !== row.metnAz ||
    (a.metnEn ?? null) !== row.metnEn ||
    (row.dercId !== undefined && a.dercId !== row.dercId)
  );
}

const columnsOf = (row: ImportRow) => ({
  il: row.il,
  qurumId: row.qurumId,
  novId: row.novId,
  statusId: row.statusId,
  movzuAz: row.movzuAz,
  movzuEn: row.movzuEn,
  metnAz: row.metnAz,
  metnEn: row.metnEn,
  // Without a `derc` column the stored record stays as it is.
  ...(row.dercId === undefined ? {} : { dercId: row.dercId }),
});

/** Writes a plan in one transaction: all of it or nothing. */
export async function applyImport(db: Db, plan: ImportPlan): Promise<void> {
  if (plan.errors.length) throw new Error('An import with errors is not written');
  await db.transaction(async (tx) => {
    for (const row of plan.added) {
      // The table's trigger (migration 0017) writes the history entry, dated updated_on.
      await tx.insert(tovsiyyeler).values({ ...columnsOf(row), updatedOn: row.since });
    }
    for (const { row, id } of plan.statusChanged)
      await tx
        .update(tovsiyyeler)
        .set({ ...columnsOf(row), updatedOn: row.since })
        .where(eq(tovsiyyeler.id, id));
    for (const { row, id } of plan.updated)
      await tx
        .update(tovsiyyeler)
        .set(columnsOf(row))
        .where(and(eq(tovsiyyeler.id, id), eq(tovsiyyeler.statusId, row.statusId)));
  });
}
