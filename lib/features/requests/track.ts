import { and, eq, sql } from 'drizzle-orm';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import type { Db } from '@/lib/core/db/client';
import { alertDeliveries, requestStates, requestTracks } from '@/lib/core/db/schema';
import { addWorkingDays } from './deadline';
import { requestsEnv } from './env';
import type { StateChange } from './state-change';

/** A request to follow, as the form gave it. */
export interface NewRequest {
  reference: string;
  email: string;
  language: 'az' | 'en';
  typeId: number;
  institutionId: number | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Queues one mail of a request (unique per request and key: never queued twice). */
async function queueMail(db: Db | Tx, requestId: number, key: string): Promise<void> {
  await db
    .insert(alertDeliveries)
    .values({ requestId, key, itemIds: [], subscriptionIds: [] })
    .onConflictDoNothing();
}

/**
 * Starts following a stored (local) or accepted (remote) request: its row with the deadline
 * (REQUESTS_DEADLINE_DAYS working days after today in Baku), its first state, and its
 * receipt mail queued, in one transaction.
 */
export async function followRequest(db: Db, request: NewRequest, now = new Date()) {
  const e = requestsEnv();
  const receivedOn = todayInBaku(now);
  const deadline = addWorkingDays(
    receivedOn,
    e.REQUESTS_DEADLINE_DAYS,
    new Set(e.REQUESTS_HOLIDAYS),
  );
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requestTracks)
      .values({ ...request, email: request.email.trim(), receivedOn, deadline })
      .onConflictDoNothing()
      .returning({ id: requestTracks.id });
    if (!row) return;
    await tx
      .insert(requestStates)
      .values({ trackId: row.id, state: 'received', since: receivedOn });
    await queueMail(tx, row.id, 'request:receipt');
  });
}

/** What a state change did: recorded (and mailed), already known, or for no known request. */
export type ChangeResult = 'added' | 'unchanged' | 'unknown';

/**
 * Records a state of a request with its mail queued, once: a state the request already had
 * (with the same body forwarded to) changes nothing and mails nothing.
 */
export async function recordState(db: Db | Tx, change: StateChange): Promise<ChangeResult> {
  const [track] = await db
    .select({ id: requestTracks.id })
    .from(requestTracks)
    .where(eq(requestTracks.reference, change.reference));
  if (!track) return 'unknown';
  const [added] = await db
    .insert(requestStates)
    .values({
      trackId: track.id,
      state: change.state,
      since: change.date,
      note: change.note,
      forwardedTo: change.forwarded_to,
    })
    .onConflictDoNothing()
    .returning({ id: requestStates.id });
  if (!added) return 'unchanged';
  await queueMail(db, track.id, `request:state:${added.id}`);
  return 'added';
}

/** Queues a mail with a fresh link to a request's page (the lookup form's), numbered `n`. */
export async function queueLinkMail(db: Db, requestId: number, n: string): Promise<void> {
  await queueMail(db, requestId, `request:link:${n}`);
}

/** The request of `reference` whose e-mail is `email` (case-insensitive), or null. */
export async function findRequest(db: Db, reference: string, email: string) {
  const [row] = await db
    .select({ id: requestTracks.id })
    .from(requestTracks)
    .where(
      and(
        eq(requestTracks.reference, reference),
        sql`lower(${requestTracks.email}) = lower(${email.trim()})`,
      ),
    );
  return row ?? null;
}
