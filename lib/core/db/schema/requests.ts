import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The states a request goes through (docs/requests.md). */
export const REQUEST_STATES = ['received', 'review', 'forwarded', 'answered', 'closed'] as const;

/**
 * A request followed by its citizen (docs/requests.md): site-owned data, kept in the site's
 * own database in both source modes (over an upstream the request itself is the upstream's).
 * Only the e-mail is personal data; it is erased (null) once the request was closed for
 * REQUESTS_RETENTION_DAYS.
 */
export const requestTracks = pgTable(
  'request_tracks',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** the address the mails go to; null once erased */
    email: text('email'),
    language: text('language').notNull(),
    /** the request type's id (5: audit proposal) and the institution's, when one was named */
    typeId: integer('type_id').notNull(),
    institutionId: integer('institution_id'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** the legal deadline: 15 working days after the day received (lib/features/requests/deadline.ts) */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('request_tracks_received_idx').on(t.receivedOn)],
);

/** One dated state of a request; a state (with the same body forwarded to) is recorded once. */
export const requestStates = pgTable(
  'request_states',
  {
    id: serial('id').primaryKey(),
    trackId: integer('track_id')
      .notNull()
      .references(() => requestTracks.id, { onDelete: 'cascade' }),
    state: text('state', { enum: REQUEST_STATES }).notNull(),
    /** the day the state took effect */
    since: date('since', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** forwarded: the body it went to; '' otherwise */
    forwardedTo: text('forwarded_to').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('request_states_unique_idx').on(t.trackId, t.state, t.forwardedTo)],
);
