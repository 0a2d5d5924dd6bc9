import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/lib/db/client';
import {
  ALERT_FREQUENCIES,
  alertAddresses,
  alertQueries,
  alertSubscriptions,
} from '@/lib/db/schema';
import { CONFIRM_TTL_MS, hashToken, newConfirmToken } from './tokens';

/** How often a subscription mails. */
export const FREQUENCIES = ALERT_FREQUENCIES;
export type Frequency = (typeof FREQUENCIES)[number];

/** The most subscriptions one address may hold. */
export const MAX_SUBSCRIPTIONS = 50;

export interface SubscribeInput {
  email: string;
  language: Locale;
  target: string;
  title: string;
  frequency: Frequency;
}

/**
 * Records a pending subscription and answers the token its confirmation mail
 * carries, or null when no mail is to be sent (already confirmed, or the
 * address is at its limit). The caller answers the same either way, so the
 * page never tells whether an address is subscribed.
 */
export async function subscribe(db: Db, input: SubscribeInput): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx
      .insert(alertQueries)
      .values({ target: input.target, language: input.language, title: input.title })
      .onConflictDoUpdate({
        target: [alertQueries.target, alertQueries.language],
        set: { title: input.title },
      });
    const [query] = await tx
      .select({ id: alertQueries.id })
      .from(alertQueries)
      .where(and(eq(alertQueries.target, input.target), eq(alertQueries.language, input.language)));
    await tx
      .insert(alertAddresses)
      .values({ email: input.email, language: input.language })
      .onConflictDoNothing();
    const [address] = await tx
      .select({ id: alertAddresses.id })
      .from(alertAddresses)
      .where(eq(alertAddresses.email, input.email));
    const [existing] = await tx
      .select()
      .from(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.addressId, address!.id),
          eq(alertSubscriptions.queryId, query!.id),
        ),
      );
    if (existing?.confirmedAt) return null;
    const { token, hash } = newConfirmToken();
    const expires = new Date(Date.now() + CONFIRM_TTL_MS);
    if (existing) {
      await tx
        .update(alertSubscriptions)
        .set({ confirmHash: hash, confirmExpiresAt: expires, frequency: input.frequency })
        .where(eq(alertSubscriptions.id, existing.id));
      return token;
    }
    const [held] = await tx
      .select({ n: count() })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.addressId, address!.id));
    if ((held?.n ?? 0) >= MAX_SUBSCRIPTIONS) return null;
    await tx.insert(alertSubscriptions).values({
      addressId: address!.id,
      queryId: query!.id,
      frequency: input.frequency,
      confirmHash: hash,
      confirmExpiresAt: expires,
    });
    return token;
  });
}

export type ConfirmResult =
  | { status: 'confirmed'; subscriptionId: number; queryId: number; title: string }
  | { status: 'used' | 'invalid' };

/**
 * Confirms the subscription of a token: once, within 24 hours. A used token
 * stays known until it expires, so a second use is told apart from a forgery.
 */
export async function confirm(db: Db, token: string): Promise<ConfirmResult> {
  if (!/^[\w-]{43}$/.test(token)) return { status: 'invalid' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: alertSubscriptions.id,
        addressId: alertSubscriptions.addressId,
        queryId: alertSubscriptions.queryId,
        confirmedAt: alertSubscriptions.confirmedAt,
        title: alertQueries.title,
        language: alertQueries.language,
      })
      .from(alertSubscriptions)
      .innerJoin(alertQueries, eq(alertQueries.id, alertSubscriptions.queryId))
      .where(
        and(
          eq(alertSubscriptions.confirmHash, hashToken(token)),
          gt(alertSubscriptions.confirmExpiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!row) return { status: 'invalid' };
    if (row.confirmedAt) return { status: 'used' };
    // Digests start from what is known now, not from items found before confirmation.
    await tx
      .update(alertSubscriptions)
      .set({
        confirmedAt: sql`now()`,
        digestAfter: sql`coalesce((select max(id) from alert_items), 0)`,
      })
      .where(eq(alertSubscriptions.id, row.id));
    await tx
      .update(alertAddresses)
      .set({ language: row.language })
      .where(eq(alertAddresses.id, row.addressId));
    return { status: 'confirmed', subscriptionId: row.id, queryId: row.queryId, title: row.title };
  });
}

/** Ends one subscription, and deletes the address with its last one; the view's title, or null if it was gone. */
export async function unsubscribe(db: Db, subscriptionId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(alertSubscriptions)
      .where(eq(alertSubscriptions.id, subscriptionId))
      .returning({ addressId: alertSubscriptions.addressId, queryId: alertSubscriptions.queryId });
    if (!gone) return null;
    await tx.execute(
      sql`delete from alert_addresses a where a.id = ${gone.addressId}
          and not exists (select 1 from alert_subscriptions s where s.address_id = a.id)`,
    );
    const [query] = await tx
      .select({ title: alertQueries.title })
      .from(alertQueries)
      .where(eq(alertQueries.id, gone.queryId));
    return query?.title ?? '';
  });
}

/** Ends an address's digests of one frequency (a digest's one-click unsubscribe); false if none was left. */
export async function unsubscribeDigests(
  db: Db,
  addressId: number,
  frequency: 'daily' | 'weekly',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.addressId, addressId),
          eq(alertSubscriptions.frequency, frequency),
        ),
      )
      .returning({ id: alertSubscriptions.id });
    await tx.execute(
      sql`delete from alert_addresses a where a.id = ${addressId}
          and not exists (select 1 from alert_subscriptions s where s.address_id = a.id)`,
    );
    return gone.length > 0;
  });
}

/** An address and its confirmed subscriptions (the manage page), or null when it is gone. */
export async function addressSubscriptions(db: Db, addressId: number) {
  const [address] = await db.select().from(alertAddresses).where(eq(alertAddresses.id, addressId));
  if (!address) return null;
  const subscriptions = await db
    .select({
      id: alertSubscriptions.id,
      frequency: alertSubscriptions.frequency,
      title: alertQueries.title,
      target: alertQueries.target,
      language: alertQueries.language,
    })
    .from(alertSubscriptions)
    .innerJoin(alertQueries, eq(alertQueries.id, alertSubscriptions.queryId))
    .where(
      and(eq(alertSubscriptions.addressId, addressId), isNotNull(alertSubscriptions.confirmedAt)),
    )
    .orderBy(alertSubscriptions.id);
  return { address, subscriptions };
}

/** Deletes an address with everything about it (its subscriptions and queued mails cascade). */
export async function eraseAddress(db: Db, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(alertAddresses)
    .where(eq(alertAddresses.id, addressId))
    .returning({ id: alertAddresses.id });
  return rows.length > 0;
}

/** Forgets what was never confirmed: pending subscriptions past their 24 hours, and addresses left with none. */
export async function purgeUnconfirmed(db: Db): Promise<void> {
  await db.execute(
    sql`delete from alert_subscriptions where confirmed_at is null and confirm_expires_at < now()`,
  );
  await db.execute(
    sql`update alert_subscriptions set confirm_hash = null, confirm_expires_at = null
        where confirmed_at is not null and confirm_expires_at < now()`,
  );
  await db.execute(
    sql`delete from alert_addresses a where not exists
        (select 1 from alert_subscriptions s where s.address_id = a.id)`,
  );
}
