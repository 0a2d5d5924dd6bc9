import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import { requestStates, requestTracks } from '@/lib/core/db/schema';
import { isOverdue } from './deadline';

/** One dated state of a request's history. */
interface StateEntry {
  state: (typeof requestStates.$inferSelect)['state'];
  since: string;
  note: string;
  forwardedTo: string;
}

/** What a request's status page shows: never a name, address, phone, text or e-mail. */
export interface RequestStatus {
  reference: string;
  typeId: number;
  institutionId: number | null;
  receivedOn: string;
  deadline: string;
  history: StateEntry[];
  current: StateEntry['state'];
  answeredOn: string | null;
  overdue: boolean;
  /** when the personal data was erased (ISO), or null */
  erasedAt: string | null;
}

/** The status of the request of `reference` on `today` (YYYY-MM-DD in Baku), or null. */
export async function readStatus(
  db: Db,
  reference: string,
  today: string,
): Promise<RequestStatus | null> {
  const [track] = await db
    .select()
    .from(requestTracks)
    .where(eq(requestTracks.reference, reference));
  if (!track) return null;
  const history = await db
    .select({
      state: requestStates.state,
      since: requestStates.since,
      note: requestStates.note,
      forwardedTo: requestStates.forwardedTo,
    })
    .from(requestStates)
    .where(eq(requestStates.trackId, track.id))
    .orderBy(asc(requestStates.since), asc(requestStates.id));
  const answeredOn = history.find((h) => h.state === 'answered')?.since ?? null;
  return {
    reference: track.reference,
    typeId: track.typeId,
    institutionId: track.institutionId,
    receivedOn: track.receivedOn,
    deadline: track.deadline,
    history,
    current: history.at(-1)?.state ?? 'received',
    answeredOn,
    overdue: isOverdue(track.deadline, answeredOn, today),
    erasedAt: track.erasedAt?.toISOString() ?? null,
  };
}
