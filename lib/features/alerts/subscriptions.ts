import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/lib/core/db/client';
import {
  ALERT_FREQUENCIES,
  alertAddresses,
  alertDeliveries,
  alertQueries,
  alertSubscriptions,
} from '@/lib/core/db/schema';
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

/** The delivery queue's key of a subscription's confirmation mail (lib/features/alerts/deliver.ts sends it). */
const confirmKey = (subscriptionId: number) => `confirm:${subscriptionId}`;

/**
 * Records a pending subscription and queues its confirmation mail (sent off
 * the request by lib/features/alerts/confirmations.ts, with a token made when it is
 * sent); answers the subscription's id, or null when no mail is to be sent
 * (already confirmed, or the address is at its limit). The caller answers
 * the same either way, so the page never tells whether an address is
 * subscribed, neither by its text nor by its time.
 */
export async function subscribe(db: Db, input: SubscribeInput): Promise<number | null> {
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
    let id = existing?.id;
    if (existing) {
      await tx
        .update(alertSubscriptions)
        .set({ frequency: input.frequency })
        .where(eq(alertSubscriptions.id, existing.id));
    } else {
      const [held] = await tx
        .select({ n: count() })
        .from(alertSubscriptions)
        .where(eq(alertSubscriptions.addressId, address!.id));
      if ((held?.n ?? 0) >= MAX_SUBSCRIPTIONS) return null;
      const [made] = await tx
        .insert(alertSubscriptions)
        .values({ addressId: address!.id, queryId: query!.id, frequency: input.frequency })
        .returning({ id: alertSubscriptions.id });
      id = made!.id;
    }
    // A new request for the same subscription sends its confirmation again.
    await tx
      .insert(alertDeliveries)
      .values({ addressId: address!.id, key: confirmKey(id!), itemIds: [], subscriptionIds: [id!] })
      .onConflictDoUpdate({
        target: [alertDeliveries.addressId, alertDeliveries.key],
        set: { status: 'due', leaseUntil: null, sentAt: null },
      });
    return id!;
  });
}

/**
 * A new confirmation token for a pending subscription (the one its mail
 * carries; the previous one stops working), with the view's title and
 * language; null when it was confirmed or ended meanwhile.
 */
export async function issueConfirmToken(
  db: Db,
  subscriptionId: number,
): Promise<{ token: string; title: string; language: Locale } | null> {
  const { token, hash } = newConfirmToken();
  const [row] = await db
    .update(alertSubscriptions)
    .set({ confirmHash: hash, confirmExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS) })
    .where(and(eq(alertSubscriptions.id, subscriptionId), isNull(alertSubscriptions.confirmedAt)))
    .returning({ queryId: alertSubscriptions.queryId });
  if (!row) return null;
  const [query] = await db
    .select({ title: alertQueries.title, language: alertQueries.language })
    .from(alertQueries)
    .where(eq(alertQueries.id, row.queryId));
  return { token, title: query!.title, language: query!.language === 'en' ? 'en' : 'az' };
}

/** The view a pending confirmation token is for (the confirmation page names it), or null. */
export async function pendingView(
  db: Db,
  token: string,
): Promise<{ title: string; target: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ title: alertQueries.title, target: alertQueries.target })
    .from(alertSubscriptions)
    .innerJoin(alertQueries, eq(alertQueries.id, alertSubscriptions.queryId))
    .where(and(ofLiveToken(token), isNull(alertSubscriptions.confirmedAt)));
  return row ?? null;
}

/** The shape of a confirmation token (32 random bytes, base64url). */
const TOKEN = /^[\w-]{43}$/;

/** The subscription a confirmation token was made for, while the token lasts. */
const ofLiveToken = (token: string) =>
  and(
    eq(alertSubscriptions.confirmHash, hashToken(token)),
    gt(alertSubscriptions.confirmExpiresAt, sql`now()`),
  );

export type ConfirmResult =
  | { status: 'confirmed'; subscriptionId: number; queryId: number; title: string }
  | { status: 'used' | 'invalid' };

/**
 * Confirms the subscription of a token: once, within 24 hours. A used token
 * stays known until it expires, so a second use is told apart from a forgery.
 */
export async function confirm(db: Db, token: string): Promise<ConfirmResult> {
  if (!TOKEN.test(token)) return { status: 'invalid' };
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
      .where(ofLiveToken(token))
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
    // Its confirmation mail, if still queued (a request sent twice), is not needed any more.
    await tx
      .delete(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.addressId, row.addressId),
          eq(alertDeliveries.key, confirmKey(row.id)),
        ),
      );
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

/**
 * Forgets what was never confirmed or is no longer followed: pending
 * subscriptions past their 24 hours, addresses left with none, and views
 * left with none (so unconfirmed requests cannot grow alert_queries).
 */
export async function purgeUnconfirmed(db: Db): Promise<void> {
  // (a pending subscription whose mail never went out has no expiry: 24 hours from its creation)
  await db.execute(
    sql`delete from alert_subscriptions where confirmed_at is null
        and coalesce(confirm_expires_at, created_at + interval '24 hours') < now()`,
  );
  // A confirmation mail's queue row, once its subscription is confirmed or gone.
  await db.execute(
    sql`delete from alert_deliveries d where d.key like 'confirm:%' and d.status <> 'sending'
        and not exists (select 1 from alert_subscriptions s
          where s.id = (d.subscription_ids->>0)::int and s.confirmed_at is null)`,
  );
  await db.execute(
    sql`update alert_subscriptions set confirm_hash = null, confirm_expires_at = null
        where confirmed_at is not null and confirm_expires_at < now()`,
  );
  await db.execute(
    sql`delete from alert_addresses a where not exists
        (select 1 from alert_subscriptions s where s.address_id = a.id)`,
  );
  // A view nobody follows any more goes with its last subscription (its found items cascade).
  await db.execute(
    sql`delete from alert_queries q where not exists
        (select 1 from alert_subscriptions s where s.query_id = q.id)`,
  );
}
