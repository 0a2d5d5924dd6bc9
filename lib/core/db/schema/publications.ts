import { index, integer, pgTable, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { bilingualDoc } from './columns';

interface DocIndexed {
  id: ExtraConfigColumn;
  date: ExtraConfigColumn;
  titleWordsAz: ExtraConfigColumn;
  titleWordsEn: ExtraConfigColumn;
  wordsAz: ExtraConfigColumn;
  wordsEn: ExtraConfigColumn;
}

/** Indexes every dated document table needs: newest first, whole title words and all words (full text) in each language. */
export const docIndexes = (name: string) => (t: DocIndexed) => [
  // Ascending on purpose: scanned backwards, it serves ORDER BY date DESC, id DESC
  // (PostgreSQL's DESC means NULLS FIRST, which a DESC NULLS LAST index cannot serve).
  index(`${name}_date_idx`).on(t.date, t.id),
  index(`${name}_title_words_az_idx`).using('gin', t.titleWordsAz),
  index(`${name}_title_words_en_idx`).using('gin', t.titleWordsEn),
  index(`${name}_words_az_idx`).using('gin', t.wordsAz),
  index(`${name}_words_en_idx`).using('gin', t.wordsEn),
];

/** News (xeber). */
export const xeberler = pgTable('xeberler', bilingualDoc(), docIndexes('xeberler'));
/** Speeches (cixis). */
export const cixislar = pgTable('cixislar', bilingualDoc(), docIndexes('cixislar'));
/** Interviews (musahibe). */
export const musahibeler = pgTable('musahibeler', bilingualDoc(), docIndexes('musahibeler'));
/** Articles (meqale). */
export const meqaleler = pgTable('meqaleler', bilingualDoc(), docIndexes('meqaleler'));
/** Journals (jurnal). */
export const jurnallar = pgTable('jurnallar', bilingualDoc(), docIndexes('jurnallar'));

/**
 * The table of each plain publication call (PLAIN_PUBLICATION_CALLS, lib/core/contract/kind-table.ts),
 * named after it: the local source reads a call's list from it, and the compiler asks there
 * for one table per call (lib/core/content/source/local/plain-publications.ts).
 */
export const PLAIN_PUBLICATION_TABLES = {
  xeberler,
  cixislar,
  musahibeler,
  meqaleler,
  jurnallar,
};

/** Announcements (elan), with a section and, for procurement (satinalma), a subsection. */
export const elanlar = pgTable(
  'elanlar',
  { ...bilingualDoc(), section: text('section'), subsection: text('subsection') },
  (t) => [
    ...docIndexes('elanlar')(t),
    index('elanlar_section_idx').on(t.section, t.subsection, t.date, t.id),
  ],
);

/** Project categories; id 11 is the climate category of the header banner. */
export const layiheCategories = pgTable('layihe_categories', {
  id: integer('id').primaryKey(),
  image: text('image'),
  nameAz: text('name_az').notNull(),
  nameEn: text('name_en').notNull(),
  orderNum: integer('order_num').notNull().default(0),
});

/** Projects (layihe). */
export const layiheler = pgTable(
  'layiheler',
  {
    ...bilingualDoc(),
    categoryId: integer('category_id').references(() => layiheCategories.id),
  },
  (t) => [
    ...docIndexes('layiheler')(t),
    index('layiheler_category_idx').on(t.categoryId, t.date, t.id),
  ],
);
