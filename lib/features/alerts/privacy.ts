import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import { alertAddresses, alertQueries, alertSubscriptions } from '@/lib/core/db/schema';
import { normalizeAddress } from '@/lib/core/contract/address';
import { eraseAddress } from './subscriptions';

async function find(db: Db, raw: string) {
  const email = normalizeAddress(raw);
  if (!email) return undefined;
  const [address] = await db.select().from(alertAddresses).where(eq(alertAddresses.email, email));
  return address;
}

/** Everything stored about one address (the operator's answer to a data subject request), or null. */
export async function exportAddress(db: Db, raw: string) {
  const address = await find(db, raw);
  if (!address) return null;
  const subscriptions = await db
    .select({
      view: alertQueries.title,
      query: alertQueries.target,
      language: alertQueries.language,
      frequency: alertSubscriptions.frequency,
      createdAt: alertSubscriptions.createdAt,
      confirmedAt: alertSubscriptions.confirmedAt,
    })
    .from(alertSubscriptions)
    .innerJoin(alertQueries, eq(alertQueries.id, alertSubscriptions.queryId))
    .where(eq(alertSubscriptions.addressId, address.id))
    .orderBy(alertSubscriptions.id);
  return {
    email: address.email,
    language: address.language,
    createdAt: address.createdAt.toISOString(),
    subscriptions: subscriptions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
    })),
  };
}

/** Erases one address with its subscriptions and queued mails; false when it was not stored. */
export async function eraseByEmail(db: Db, raw: string): Promise<boolean> {
  const address = await find(db, raw);
  return address ? eraseAddress(db, address.id) : false;
}
