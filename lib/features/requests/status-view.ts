import 'server-only';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import { getDb } from '@/lib/core/db/client';
import { requestsSecret, verifyStatusToken } from './link';
import { optionNames } from './options';
import { readStatus, type RequestStatus } from './status';

/** What the status page shows, with the type and institution named in the page's language. */
export type StatusView = RequestStatus & { type: string | null; institution: string | null };

/**
 * The status page's data when `token` opens the page of `reference`, else null: the token is
 * checked before anything is read, and a forged, expired or other request's token, or an
 * unknown reference, answer the same null.
 */
export async function statusView(
  reference: string,
  token: string,
  lang: 'az' | 'en',
): Promise<StatusView | null> {
  if (!verifyStatusToken(requestsSecret(), reference, token)) return null;
  const status = await readStatus(await getDb(), reference, todayInBaku());
  if (!status) return null;
  const names = await optionNames(lang).catch(() => null);
  return {
    ...status,
    type: names?.types.get(status.typeId) ?? null,
    institution:
      status.institutionId === null
        ? null
        : (names?.institutions.get(status.institutionId) ?? null),
  };
}
