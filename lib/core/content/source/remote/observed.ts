import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@/lib/core/contract/calls';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import type { Language } from '@/lib/core/contract/primitives';
import { getDb } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import {
  trackerObservedChanges as changes,
  trackerObservedRows as seenRows,
} from '@/lib/core/db/schema';
import { callRemote, type RemoteOptions } from './client';
import { readTrackerRows, scanRecommendations } from './tracker';

/**
 * The history of recommendations over an upstream (docs/tracker.md, "Where the history comes
 * from"): the contract gives only each row's current status, so the site reads the tracker
 * on an interval and records what changed, dated the day it saw it. Bounded by the upstream's
 * rows (one per recommendation) and their changes; nothing a visitor sends adds a row.
 */

/** Rows written per statement (the first reading stores every row). */
const CHUNK = 500;

type Option = { id: number; name: string };

const idByName = (options: Option[]) => new Map(options.map((o) => [o.name.trim(), o.id]));

/** Claims this interval's reading for this instance (none when another has read it lately). */
async function claim(intervalS: number): Promise<boolean> {
  const db = await getDb();
  const claimed = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into tracker_observer (id, observed_at) values (1, now())
    on conflict (id) do update set observed_at = now()
    where tracker_observer.observed_at < now() - make_interval(secs => ${intervalS})
    returning id`,
  );
  return claimed.length > 0;
}

/**
 * Reads the upstream's tracker (Azerbaijani rows; status, institution and type matched to
 * its options by name) and records, in one transaction: each row not seen before (a change
 * "from nothing" unless this is the first reading, which only remembers), and each status
 * that differs from the one seen last. Answers how many changes it recorded.
 */
export async function observeTracker(
  opts: RemoteOptions,
  intervalS: number,
  today: string = todayInBaku(),
): Promise<number> {
  if (!(await claim(intervalS))) return 0;
  const [{ statuslar }, { qurumlar }, { novler }, current] = await Promise.all([
    callRemote(opts, 'tovsiyyeStatuslar', { language: 'az' }),
    callRemote(opts, 'tovsiyyeQurumlar', { language: 'az' }),
    callRemote(opts, 'tovsiyyeNovler', { language: 'az' }),
    readTrackerRows(opts, 'az'),
  ]);
  const [status, qurum, nov] = [idByName(statuslar), idByName(qurumlar), idByName(novler)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two instances never record one change twice: the second waits, then sees the first's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tracker_observer'))`);
    const known = new Map((await tx.select().from(seenRows)).map((r) => [r.tovsiyyeId, r]));
    const first = known.size === 0;
    const added: Array<typeof seenRows.$inferInsert> = [];
    const found: Array<typeof changes.$inferInsert> = [];
    for (const row of current.values()) {
      const statusId = status.get(row.status_name.trim());
      if (statusId === undefined) continue; // a status its own options do not name: not recorded
      const values = {
        il: row.il ?? null,
        qurumId: qurum.get(row.qurum_name.trim()) ?? null,
        novId: nov.get(row.nov_name.trim()) ?? null,
        statusId,
        movzu: row.movzu,
      };
      const before = known.get(row.id);
      if (!before) {
        added.push({ tovsiyyeId: row.id, ...values, firstSeenOn: today });
        if (!first)
          found.push({ tovsiyyeId: row.id, fromStatusId: null, statusId, observedOn: today });
        continue;
      }
      if (before.statusId !== statusId)
        found.push({
          tovsiyyeId: row.id,
          fromStatusId: before.statusId,
          statusId,
          observedOn: today,
        });
      const same =
        before.il === values.il &&
        before.qurumId === values.qurumId &&
        before.novId === values.novId &&
        before.statusId === values.statusId &&
        before.movzu === values.movzu;
      if (!same) await tx.update(seenRows).set(values).where(eq(seenRows.tovsiyyeId, row.id));
    }
    for (let i = 0; i < added.length; i += CHUNK)
      await tx
        .insert(seenRows)
        .values(added.slice(i, i + CHUNK))
        .onConflictDoNothing();
    for (let i = 0; i < found.length; i += CHUNK)
      await tx.insert(changes).values(found.slice(i, i + CHUNK));
    return found.length;
  });
}

/** A status's name in a language by the upstream's id (its id when it no longer offers it). */
async function statusNames(opts: RemoteOptions, language: Language) {
  const { statuslar } = await callRemote(opts, 'tovsiyyeStatuslar', { language });
  const names = new Map(statuslar.map((s) => [s.id, s.name]));
  return (id: number) => names.get(id) ?? String(id);
}

/**
 * One recommendation's observed history, oldest first: the status it had when the site first
 * saw it (dated that day; no id), then each change observed. [] when never seen.
 */
export async function observedHistory(opts: RemoteOptions, language: Language, id: number) {
  const db = await getDb();
  const [row] = await db.select().from(seenRows).where(eq(seenRows.tovsiyyeId, id));
  if (!row) return [];
  const steps = await db
    .select()
    .from(changes)
    .where(eq(changes.tovsiyyeId, id))
    .orderBy(asc(changes.id));
  const name = await statusNames(opts, language);
  const firstStep = steps[0];
  const start =
    firstStep?.fromStatusId === null
      ? []
      : [
          {
            id: null,
            status_name: name(firstStep?.fromStatusId ?? row.statusId),
            since: row.firstSeenOn,
          },
        ];
  return [
    ...start,
    ...steps.map((s) => ({ id: s.id, status_name: name(s.statusId), since: s.observedOn })),
  ];
}

/**
 * The observed status changes, newest first (by id: the order they were recorded), for the
 * tracker's filters or one recommendation; a page of `limit`.
 */
export async function observedChanges(
  opts: RemoteOptions,
  req: CallRequest<'tovsiyyeDeyisiklikleri'>,
) {
  const where: SQL[] = [];
  if (req.tovsiyye) where.push(eq(changes.tovsiyyeId, req.tovsiyye));
  if (req.il) where.push(eq(seenRows.il, req.il));
  if (req.qurum) where.push(eq(seenRows.qurumId, req.qurum));
  if (req.nov) where.push(eq(seenRows.novId, req.nov));
  if (req.status) where.push(eq(changes.statusId, req.status));
  const db = await getDb();
  const found = await db
    .select({
      id: changes.id,
      tovsiyyeId: changes.tovsiyyeId,
      fromStatusId: changes.fromStatusId,
      statusId: changes.statusId,
      observedOn: changes.observedOn,
      movzu: seenRows.movzu,
      qurumId: seenRows.qurumId,
    })
    .from(changes)
    .innerJoin(seenRows, eq(seenRows.tovsiyyeId, changes.tovsiyyeId))
    .where(and(...where))
    .orderBy(desc(changes.id))
    .limit(req.limit)
    .offset((req.page - 1) * req.limit);
  if (found.length === 0) return [];
  const [name, rows, { qurumlar }] = await Promise.all([
    statusNames(opts, req.language),
    scanRecommendations(opts, req.language),
    callRemote(opts, 'tovsiyyeQurumlar', { language: req.language }),
  ]);
  const qurumName = new Map(qurumlar.map((q) => [q.id, q.name]));
  return found.map((c) => {
    const row = rows.get(c.tovsiyyeId);
    return {
      id: c.id,
      tovsiyye_id: c.tovsiyyeId,
      movzu: row?.movzu ?? c.movzu,
      qurum_name: row?.qurum_name ?? (c.qurumId === null ? '' : (qurumName.get(c.qurumId) ?? '')),
      from_status_name: c.fromStatusId === null ? null : name(c.fromStatusId),
      status_name: name(c.statusId),
      since: c.observedOn,
    };
  });
}
