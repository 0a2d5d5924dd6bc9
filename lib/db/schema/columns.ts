import { sql } from 'drizzle-orm';
import { date, integer, serial, text } from 'drizzle-orm/pg-core';

/**
 * Column groups shared by the content tables. Every visitor-facing text exists
 * in Azerbaijani (required) and English (null when no translation exists).
 */
export const bilingualDoc = () => ({
  id: serial('id').primaryKey(),
  titleAz: text('title_az').notNull(),
  titleEn: text('title_en'),
  textAz: text('text_az').notNull().default(''),
  textEn: text('text_en'),
  date: date('date', { mode: 'string' }).notNull(),
  photo: text('photo'),
  // Folded (case and Azerbaijani letters) titles, for whole-word title matches in search.
  titleFoldAz: text('title_fold_az').generatedAlwaysAs(sql`az_fold(title_az)`),
  titleFoldEn: text('title_fold_en').generatedAlwaysAs(sql`az_fold(title_en)`),
  // Folded title and stripped body, for keyword search.
  searchAz: text('search_az').generatedAlwaysAs(
    sql`az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))`,
  ),
  searchEn: text('search_en').generatedAlwaysAs(
    sql`az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))`,
  ),
});

/** A lookup of the record badges: id and a title in both languages. */
export const titledOption = () => ({
  id: serial('id').primaryKey(),
  titleAz: text('title_az').notNull(),
  titleEn: text('title_en').notNull(),
});

/** An option of a form or of the recommendations filter: id and a name in both languages. */
export const namedOption = () => ({
  id: serial('id').primaryKey(),
  nameAz: text('name_az').notNull(),
  nameEn: text('name_en').notNull(),
  orderNum: integer('order_num').notNull().default(0),
});
