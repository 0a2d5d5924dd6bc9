import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualDoc, titledOption } from './columns';
import { docIndexes } from './publications';

/** Record types: short_title is the first segment of a record's URL (audit, rey, fealiyyet-hesabati). */
export const types = pgTable('types', {
  id: integer('id').primaryKey(),
  shortTitle: text('short_title').notNull().unique(),
  titleAz: text('title_az').notNull(),
  titleEn: text('title_en').notNull(),
});

/** Opinion scope. */
export const reyNov = pgTable('rey_nov', titledOption());
/** Opinion (budget) stage. */
export const reyMerhele = pgTable('rey_merhele', titledOption());
/** Audit type. */
export const auditNov = pgTable('audit_nov', titledOption());
/** Audit area. */
export const auditSahe = pgTable('audit_sahe', titledOption());
/** Geography of an audit. */
export const cografiya = pgTable('cografiya', titledOption());
/** Activity report kind. */
export const fealiyyetNov = pgTable('fealiyyet_nov', titledOption());

/** Audit, opinion and activity-report records (derc). */
export const dercler = pgTable(
  'dercler',
  {
    ...bilingualDoc(),
    typeId: integer('type_id')
      .notNull()
      .references(() => types.id),
    auditNovId: integer('audit_nov_id').references(() => auditNov.id),
    auditSaheId: integer('audit_sahe_id').references(() => auditSahe.id),
    reyNovId: integer('rey_nov_id').references(() => reyNov.id),
    reyMerheleId: integer('rey_merhele_id').references(() => reyMerhele.id),
    fealiyyetNovId: integer('fealiyyet_nov_id').references(() => fealiyyetNov.id),
    cografiyaId: integer('cografiya_id').references(() => cografiya.id),
    il: integer('il'),
  },
  (t) => [
    ...docIndexes('dercler')(t),
    index('dercler_type_date_idx').on(t.typeId, t.date, t.id),
    index('dercler_audit_idx').on(t.auditNovId, t.auditSaheId, t.cografiyaId),
    index('dercler_rey_idx').on(t.reyNovId, t.reyMerheleId),
    index('dercler_il_idx').on(t.il, t.fealiyyetNovId),
  ],
);
