import 'server-only';
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import {
  alertAddresses,
  alertDeliveries,
  alertItems,
  alertQueries,
  alertSubscriptions,
} from '@/lib/core/db/schema';
import { logError } from '@/lib/platform/observability/log';
import { countMail } from '@/lib/platform/observability/metrics';
import type { Mail } from '@/lib/core/mail/compose';
import { alertMail, confirmationMail, type MailEntry } from './mail/compose';
import type { MailTransport } from './mail/transport';
import { siteOrigin } from '@/lib/platform/config/env';
import { ALERT_API, pageLink } from './paths';
import { issueConfirmToken } from './subscriptions';
import { signId, type Purpose } from './tokens';

/** Attempts before a mail is given up. */
const MAX_ATTEMPTS = 8;

type Delivery = typeof alertDeliveries.$inferSelect;

/**
 * The mail of a queued row that goes to a followed request (docs/requests.md), made when it
 * is sent; null when it is no longer due. The queue carries these for lib/features/requests, which
 * hands its composer in (the alerts import nothing of it).
 */
export type RequestMailOf = (
  db: Db,
  delivery: { id: number; requestId: number; key: string },
) => Promise<Mail | null>;

/**
 * Claims up to `limit` due mails for this sender: rows due, or whose sender's
 * lease ran out (it crashed), locked with SKIP LOCKED so two instances never
 * claim the same row.
 */
async function claim(
  db: Db,
  limit: number,
  leaseS: number,
  keyPrefix: string,
  requests: boolean,
): Promise<Delivery[]> {
  const rows = await rowsOf<{
    id: string | number;
    address_id: number | null;
    request_id: number | null;
    key: string;
    item_ids: number[];
    subscription_ids: number[];
    attempts: number;
  }>(
    db,
    sql`
    update alert_deliveries d
    set status = 'sending', lease_until = now() + make_interval(secs => ${leaseS}), attempts = attempts + 1
    where d.id in (
      select id from alert_deliveries
      where status in ('due', 'sending') and coalesce(lease_until, '-infinity') < now()
        and starts_with(key, ${keyPrefix}) and (${requests} or request_id is null)
      order by id limit ${limit}
      for update skip locked)
    returning d.id, d.address_id, d.request_id, d.key, d.item_ids, d.subscription_ids, d.attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    addressId: r.address_id,
    requestId: r.request_id,
    key: r.key,
    itemIds: r.item_ids,
    subscriptionIds: r.subscription_ids,
    attempts: r.attempts,
    status: 'sending',
    leaseUntil: null,
    createdAt: new Date(),
    sentAt: null,
  }));
}

async function context(db: Db, batch: Delivery[]) {
  const addressIds = [
    ...new Set(batch.flatMap((d) => (d.addressId === null ? [] : [d.addressId]))),
  ];
  const itemIds = [...new Set(batch.flatMap((d) => d.itemIds))];
  const subIds = [...new Set(batch.flatMap((d) => d.subscriptionIds))];
  const [addresses, items, subs] = await Promise.all([
    db.select().from(alertAddresses).where(inArray(alertAddresses.id, addressIds)),
    itemIds.length
      ? db
          .select({
            id: alertItems.id,
            title: alertItems.title,
            path: alertItems.path,
            date: alertItems.date,
            summary: alertItems.summary,
            kind: alertItems.kind,
            view: alertQueries.title,
          })
          .from(alertItems)
          .innerJoin(alertQueries, eq(alertQueries.id, alertItems.queryId))
          .where(inArray(alertItems.id, itemIds))
      : [],
    subIds.length
      ? db
          .select({ id: alertSubscriptions.id })
          .from(alertSubscriptions)
          .where(inArray(alertSubscriptions.id, subIds))
      : [],
  ]);
  return {
    addresses: new Map(addresses.map((a) => [a.id, a])),
    items: new Map(items.map((i) => [i.id, i])),
    live: new Set(subs.map((s) => s.id)),
  };
}

/** The links of a mail: the one-click address and the page of the same token, and the manage page. */
function links(lang: Locale, purpose: Purpose, id: number, addressId: number, secret: string) {
  const token = signId(secret, purpose, id);
  const origin = siteOrigin();
  return {
    site: new URL(origin).hostname,
    origin,
    unsubscribe: pageLink(lang, 'unsubscribe', token),
    oneClick: `${origin}${ALERT_API.unsubscribe}?t=${encodeURIComponent(token)}&lang=${lang}`,
    manage: pageLink(lang, 'manage', signId(secret, 'manage', addressId)),
  };
}

async function settle(
  db: Db,
  id: number,
  status: 'sent' | 'dropped' | 'due' | 'failed',
  key: string,
  retryS = 0,
) {
  countMail(key.startsWith('request:') ? 'request' : 'alert', status);
  await db
    .update(alertDeliveries)
    .set({
      status,
      sentAt: status === 'sent' ? sql`now()` : null,
      leaseUntil: status === 'due' ? sql`now() + make_interval(secs => ${retryS})` : null,
    })
    .where(eq(alertDeliveries.id, id));
}

/**
 * Sends one claimed mail and records it at once (so a crash between two
 * mails repeats none); a mail whose subscriptions were all ended meanwhile
 * is dropped, a failure is retried later with a growing delay.
 */
async function sendOne(
  db: Db,
  transport: MailTransport,
  d: Delivery,
  ctx: Awaited<ReturnType<typeof context>>,
  secret: string,
  requestMail?: RequestMailOf,
) {
  if (d.requestId !== null) {
    const mail = requestMail ? await requestMail(db, { ...d, requestId: d.requestId }) : null;
    return mail ? sendAndSettle(db, transport, d, mail) : settle(db, d.id, 'dropped', d.key);
  }
  const address = d.addressId === null ? undefined : ctx.addresses.get(d.addressId);
  const subs = d.subscriptionIds.filter((s) => ctx.live.has(s));
  if (d.key.startsWith('confirm:')) {
    const mail = address && subs.length ? await confirmationOf(db, subs[0]!, address.email) : null;
    return mail ? sendAndSettle(db, transport, d, mail) : settle(db, d.id, 'dropped', d.key);
  }
  const urls = new Set<string>();
  const entries: MailEntry[] = d.itemIds.flatMap((id) => {
    const i = ctx.items.get(id);
    // An item new in two followed views of the address (a list and a search) is listed once.
    if (!i || urls.has(i.path)) return [];
    urls.add(i.path);
    return i
      ? [
          {
            title: i.title,
            url: `${siteOrigin()}${i.path}`,
            date: i.date,
            summary: i.summary,
            view: i.view,
            status: i.kind === 'status',
          },
        ]
      : [];
  });
  if (!address || subs.length === 0 || entries.length === 0)
    return settle(db, d.id, 'dropped', d.key);
  const lang: Locale = address.language === 'en' ? 'en' : 'az';
  const digest = d.key.startsWith('daily:') || d.key.startsWith('weekly:');
  const purpose: Purpose = digest
    ? d.key.startsWith('daily:')
      ? 'digest-daily'
      : 'digest-weekly'
    : 'unsubscribe';
  const mail = alertMail({
    lang,
    to: address.email,
    entries,
    links: links(lang, purpose, digest ? address.id : subs[0]!, address.id, secret),
    id: d.id,
    digest,
  });
  return sendAndSettle(db, transport, d, mail);
}

/**
 * A pending subscription's confirmation mail, with a token made now (the
 * queue never holds one); null when it was confirmed or ended meanwhile.
 */
async function confirmationOf(db: Db, subscriptionId: number, to: string): Promise<Mail | null> {
  const issued = await issueConfirmToken(db, subscriptionId);
  if (!issued) return null;
  return confirmationMail({
    lang: issued.language,
    to,
    site: new URL(siteOrigin()).hostname,
    view: issued.title,
    confirmUrl: pageLink(issued.language, 'confirm', issued.token),
    id: crypto.randomUUID(),
    origin: siteOrigin(),
  });
}

/** Sends one mail and records the outcome: sent, retried later with a growing delay, or failed. */
async function sendAndSettle(db: Db, transport: MailTransport, d: Delivery, mail: Mail) {
  try {
    await transport.send(mail);
  } catch (e) {
    // nodemailer's SMTP errors carry the server's reply code.
    const permanent =
      e instanceof Error && 'responseCode' in e && typeof e.responseCode === 'number'
        ? e.responseCode
        : undefined;
    logError(`alerts: mail ${d.id} not sent (attempt ${d.attempts})`, e);
    if ((permanent && permanent >= 500) || d.attempts >= MAX_ATTEMPTS)
      return settle(db, d.id, 'failed', d.key);
    return settle(db, d.id, 'due', d.key, 30 * 2 ** d.attempts);
  }
  await settle(db, d.id, 'sent', d.key);
}

/**
 * Gives claimed mails that were not started back to the queue at once (the
 * sender is stopping), so another sender need not wait for their lease.
 */
async function release(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(alertDeliveries)
    .set({ status: 'due', leaseUntil: null, attempts: sql`greatest(attempts - 1, 0)` })
    .where(inArray(alertDeliveries.id, ids));
}

/**
 * Sends due mails, `batch` claimed at a time, `parallel` at once, until none
 * is due; answers how many were settled (sent, dropped or rescheduled).
 * Once `stopping()` answers true it claims nothing more and starts no
 * further mail: the mails in flight finish and are recorded, the rest of the
 * batch is released (docs/alerts.md, "Stopping").
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  secret: string,
  opts: {
    batch?: number;
    parallel?: number;
    max?: number;
    leaseS?: number;
    stopping?: () => boolean;
    /** only the mails whose key starts so ('confirm:': the confirmations) */
    keyPrefix?: string;
    /** the composer of the requests' mails; without it they are left in the queue */
    requestMail?: RequestMailOf;
  } = {},
): Promise<number> {
  const { batch = 200, parallel = 10, max = 100_000, leaseS = 120 } = opts;
  const { stopping = () => false, keyPrefix = '', requestMail } = opts;
  let done = 0;
  while (done < max && !stopping()) {
    const claimed = await claim(db, batch, leaseS, keyPrefix, Boolean(requestMail));
    if (claimed.length === 0) break;
    const ctx = await context(db, claimed);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length && !stopping()) {
        const d = claimed[next++]!;
        await sendOne(db, transport, d, ctx, secret, requestMail);
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, claimed.length) }, lane));
    await release(
      db,
      claimed.slice(next).map((d) => d.id),
    );
  }
  return done;
}
