import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { namedOption } from './columns';
import { dercler } from './records';

/** Audited institutions named in recommendations. */
export const tovsiyyeQurumlar = pgTable('tovsiyye_qurumlar', namedOption());
/** Kinds of recommendation. */
export const tovsiyyeNovler = pgTable('tovsiyye_novler', namedOption());
/** Implementation statuses. */
export const tovsiyyeStatuslar = pgTable('tovsiyye_statuslar', namedOption());

/** Recommendations (tovsiyye) and what became of them. */
export const tovsiyyeler = pgTable(
  'tovsiyyeler',
  {
    id: serial('id').primaryKey(),
    il: integer('il').notNull(),
    qurumId: integer('qurum_id')
      .notNull()
      .references(() => tovsiyyeQurumlar.id),
    novId: integer('nov_id')
      .notNull()
      .references(() => tovsiyyeNovler.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => tovsiyyeStatuslar.id),
    movzuAz: text('movzu_az').notNull(),
    movzuEn: text('movzu_en'),
    metnAz: text('metn_az').notNull(),
    metnEn: text('metn_en'),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    /** The audit record it came from, when the site knows it (docs/tracker.md). */
    dercId: integer('derc_id').references(() => dercler.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tovsiyyeler_filter_idx').on(t.il, t.qurumId, t.novId, t.statusId, t.id),
    index('tovsiyyeler_derc_idx').on(t.dercId, t.id),
  ],
);

/**
 * Each status a recommendation has had, from the day it entered it (docs/tracker.md): the
 * current one is the latest. Written by the demo seed and the operator's import; bounded by
 * the recommendations and their changes, nothing a visitor sends adds a row.
 */
export const tovsiyyeTarixce = pgTable(
  'tovsiyye_tarixce',
  {
    id: serial('id').primaryKey(),
    tovsiyyeId: integer('tovsiyye_id')
      .notNull()
      .references(() => tovsiyyeler.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => tovsiyyeStatuslar.id),
    since: date('since', { mode: 'string' }).notNull(),
  },
  (t) => [index('tovsiyye_tarixce_tovsiyye_idx').on(t.tovsiyyeId, t.since)],
);
