import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import { requestStates, requestTracks } from '@/lib/core/db/schema';
import { isOverdue, workingDaysBetween } from './deadline';

/** Counts under this are shown as "fewer than 5", so that nobody can be singled out. */
const SMALL_COUNT = 5;

/** A count as published: the number, or '<5' for 1 to 4. */
export type Count = number | '<5';

/** One row of "requests in figures": a month, an institution and a type. */
export interface FigureRow {
  /** YYYY-MM of the day received */
  month: string;
  institutionId: number | null;
  typeId: number;
  received: Count;
  answered: Count;
  answeredInTime: Count;
  overdue: Count;
  /** median working days from receipt to answer; null with fewer than 5 answers */
  medianWorkingDays: number | null;
}

const published = (n: number): Count => (n > 0 && n < SMALL_COUNT ? '<5' : n);

function median(values: number[]): number | null {
  if (values.length < SMALL_COUNT) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * "Requests in figures" (docs/requests.md): per month received (the last `months`),
 * institution and type, how many were received, answered, answered within the deadline and
 * are overdue, and the median working days to an answer — counts only, never a row of a
 * request, counts from 1 to 4 given as '<5'. Newest month first.
 */
export async function requestFigures(
  db: Db,
  today: string,
  holidays: ReadonlySet<string>,
  months = 24,
): Promise<FigureRow[]> {
  const from = `${today.slice(0, 7)}-01`;
  const tracks = await db
    .select({
      receivedOn: requestTracks.receivedOn,
      deadline: requestTracks.deadline,
      typeId: requestTracks.typeId,
      institutionId: requestTracks.institutionId,
      answeredOn: sql<string | null>`min(${requestStates.since})::text`,
    })
    .from(requestTracks)
    .leftJoin(
      requestStates,
      and(eq(requestStates.trackId, requestTracks.id), eq(requestStates.state, 'answered')),
    )
    .where(
      gte(requestTracks.receivedOn, sql`${from}::date - make_interval(months => ${months - 1})`),
    )
    .groupBy(requestTracks.id);
  type Group = Pick<FigureRow, 'month' | 'institutionId' | 'typeId'> & {
    n: { received: number; answered: number; answeredInTime: number; overdue: number };
    days: number[];
  };
  const groups = new Map<string, Group>();
  for (const t of tracks) {
    const month = t.receivedOn.slice(0, 7);
    const key = `${month}|${t.institutionId}|${t.typeId}`;
    const n = { received: 0, answered: 0, answeredInTime: 0, overdue: 0 };
    const g = groups.get(key) ?? {
      month,
      institutionId: t.institutionId,
      typeId: t.typeId,
      n,
      days: [],
    };
    groups.set(key, g);
    g.n.received += 1;
    if (t.answeredOn) {
      g.n.answered += 1;
      if (t.answeredOn <= t.deadline) g.n.answeredInTime += 1;
      g.days.push(workingDaysBetween(t.receivedOn, t.answeredOn, holidays));
    }
    if (isOverdue(t.deadline, t.answeredOn, today)) g.n.overdue += 1;
  }
  return [...groups.values()]
    .map(({ n, days, ...row }) => ({
      ...row,
      received: published(n.received),
      answered: published(n.answered),
      answeredInTime: published(n.answeredInTime),
      overdue: published(n.overdue),
      medianWorkingDays: median(days),
    }))
    .sort(
      (a, b) =>
        b.month.localeCompare(a.month) ||
        a.typeId - b.typeId ||
        (a.institutionId ?? 0) - (b.institutionId ?? 0),
    );
}
