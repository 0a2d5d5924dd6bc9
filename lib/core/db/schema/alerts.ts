import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { requestTracks } from './requests';

/** How often a subscription mails. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;

/**
 * E-mail alerts (docs/alerts.md): site-owned data, kept in the site's own
 * database in both source modes. Only the address, its language, its
 * subscriptions (query, frequency, confirmation time) are personal data.
 */

/** One subscriber address (lower-cased); deleted with its last subscription. */
export const alertAddresses = pgTable('alert_addresses', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** the language of digests and of the manage page */
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A followed view: a feed's query in a language ('xeber?section=…' or
 * 'filter?type=audit&audit_nov=2'), shared by every subscription to it, with
 * the ids its newest items had when it was last read (to tell new items).
 */
export const alertQueries = pgTable(
  'alert_queries',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(),
    language: text('language').notNull(),
    /** the view's name in its language, as its feed's title ('Audit | Archive filter | …') */
    title: text('title').notNull(),
    /** ids of the newest items at the last read; null until first read */
    seenIds: jsonb('seen_ids').$type<number[]>(),
    polledAt: timestamp('polled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('alert_queries_target_idx').on(t.target, t.language)],
);

/** One address following one view at a frequency; confirmed by its link (double opt-in). */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: serial('id').primaryKey(),
    addressId: integer('address_id')
      .notNull()
      .references(() => alertAddresses.id, { onDelete: 'cascade' }),
    queryId: integer('query_id')
      .notNull()
      .references(() => alertQueries.id),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** sha256 of the pending confirmation token (never the token); null once used */
    confirmHash: text('confirm_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** digests: the last alert_items id already included */
    digestAfter: integer('digest_after').notNull().default(0),
  },
  (t) => [
    uniqueIndex('alert_subscriptions_unique_idx').on(t.addressId, t.queryId),
    uniqueIndex('alert_subscriptions_confirm_idx').on(t.confirmHash),
    index('alert_subscriptions_query_idx').on(t.queryId),
  ],
);

/** A new item found in a followed view (once per view and item). */
export const alertItems = pgTable(
  'alert_items',
  {
    id: serial('id').primaryKey(),
    queryId: integer('query_id')
      .notNull()
      .references(() => alertQueries.id, { onDelete: 'cascade' }),
    /** the item's id (a search's: its kind's index × 2³² plus its id, lib/features/alerts/watch/items.ts) */
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** the item's page, with language prefix */
    path: text('path').notNull(),
    date: text('date').notNull(),
    summary: text('summary').notNull(),
    /** 'new' (an item the view did not have), or 'status' (a recommendation's status changed) */
    kind: text('kind').notNull().default('new'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_items_unique_idx').on(t.queryId, t.itemId)],
);

/**
 * The delivery queue: one row per mail due to an address, unique per address
 * and item (or per address and digest period), claimed with a lease, so a
 * crash or a second instance never sends one twice.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the subscriber it goes to; null for a request's mail */
    addressId: integer('address_id').references(() => alertAddresses.id, { onDelete: 'cascade' }),
    /** the followed request it goes to (docs/requests.md); null for an alert */
    requestId: integer('request_id').references(() => requestTracks.id, { onDelete: 'cascade' }),
    /** 'item:<path>', 'daily:2026-11-25' / 'weekly:2026-11-23', or 'request:receipt' / 'request:state:<id>' / 'request:link:<n>' */
    key: text('key').notNull(),
    /** what the mail holds: alert_items ids, and the subscriptions they came through */
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    subscriptionIds: jsonb('subscription_ids').$type<number[]>().notNull(),
    /** 'due' | 'sending' | 'sent' */
    status: text('status').notNull().default('due'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_deliveries_unique_idx').on(t.addressId, t.key),
    uniqueIndex('alert_deliveries_request_idx').on(t.requestId, t.key),
    index('alert_deliveries_due_idx')
      .on(t.id)
      .where(sql`status <> 'sent'`),
  ],
);

/** Content kinds stored since the detector last looked (set by triggers on the content tables). */
export const alertChanges = pgTable('alert_changes', {
  kind: text('kind').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
