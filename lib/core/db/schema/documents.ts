import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The six legal-document lists share one table, told apart by `list` (the §7 path segment). */
export const qanunlar = pgTable(
  'qanunlar',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    titleAz: text('title_az').notNull(),
    titleEn: text('title_en'),
    link: text('link'),
    file: text('file'),
    fileSize: integer('file_size'),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('qanunlar_list_order_idx').on(t.list, t.orderNum, t.id)],
);

/** Budget summaries (type rey) and report summaries (type hesabat). */
export const budceXulasesi = pgTable(
  'budce_xulasesi',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    titleAz: text('title_az').notNull(),
    titleEn: text('title_en'),
    photo: text('photo'),
    file: text('file'),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('budce_xulasesi_type_idx').on(t.type, t.orderNum, t.id)],
);

/** Videos; an entry without a link is a group whose members point to it through parent_id. */
export const videolar = pgTable(
  'videolar',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => videolar.id),
    titleAz: text('title_az').notNull(),
    titleEn: text('title_en'),
    link: text('link'),
    photo: text('photo'),
    size: text('size'),
  },
  (t) => [index('videolar_parent_idx').on(t.parentId, t.id)],
);

/** Infographics, grouped by year. */
export const infoqrafikler = pgTable(
  'infoqrafikler',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    titleAz: text('title_az').notNull(),
    titleEn: text('title_en'),
    photo: text('photo'),
    file: text('file'),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('infoqrafikler_year_idx').on(t.year, t.orderNum)],
);
