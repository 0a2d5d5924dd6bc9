import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Over an upstream (docs/tracker.md, "Where the history comes from"): each recommendation
 * row the site has seen in the upstream's tracker, with its current status (the upstream's
 * ids, its Azerbaijani names matched to its options). One row per recommendation.
 */
export const trackerObservedRows = pgTable('tracker_observed_rows', {
  tovsiyyeId: integer('tovsiyye_id').primaryKey(),
  il: integer('il'),
  qurumId: integer('qurum_id'),
  novId: integer('nov_id'),
  statusId: integer('status_id').notNull(),
  movzu: text('movzu').notNull(),
  firstSeenOn: date('first_seen_on', { mode: 'string' }).notNull(),
});

/**
 * Each change the site observed: the status left (null: a row that appeared after the first
 * reading) and the status entered, on the day of the reading. One row per change.
 */
export const trackerObservedChanges = pgTable(
  'tracker_observed_changes',
  {
    id: serial('id').primaryKey(),
    tovsiyyeId: integer('tovsiyye_id')
      .notNull()
      .references(() => trackerObservedRows.tovsiyyeId, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id'),
    statusId: integer('status_id').notNull(),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('tracker_observed_changes_idx').on(t.tovsiyyeId, t.id)],
);

/** One row: when the upstream's tracker was last read (one instance reads it per interval). */
export const trackerObserver = pgTable('tracker_observer', {
  id: integer('id').primaryKey(),
  observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
});
