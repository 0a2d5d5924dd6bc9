import { sql } from 'drizzle-orm';
import { customType, date, integer, serial, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text vector (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
  // An untranslated item's English version expected by this day, as an editor set it
  // (npm run translations:pending; docs/languages.md): the /en page says so.
  translationDue: date('translation_due', { mode: 'string' }),
  // Folded (case and Azerbaijani letters) titles as words, for whole-word title matches in search.
  titleWordsAz: tsvector('title_words_az').generatedAlwaysAs(
    sql`to_tsvector('simple', az_fold(title_az))`,
  ),
  titleWordsEn: tsvector('title_words_en').generatedAlwaysAs(
    sql`to_tsvector('simple', az_fold(coalesce(title_en, '')))`,
  ),
  // Folded title and stripped body as words, for prefix matching through a GIN index.
  wordsAz: tsvector('words_az').generatedAlwaysAs(
    sql`to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))`,
  ),
  wordsEn: tsvector('words_en').generatedAlwaysAs(
    sql`to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))`,
  ),
  // The opening of the body without tags, short enough to stay uncompressed in
  // the row: search excerpts read it instead of decompressing whole bodies (docs/search.md).
  leadAz: text('lead_az').generatedAlwaysAs(
    sql`left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)`,
  ),
  leadEn: text('lead_en').generatedAlwaysAs(
    sql`left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)`,
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
