import { integer, pgTable, serial, text, type AnyPgColumn, index } from 'drizzle-orm/pg-core';

/** Top items of the main menu. */
export const navbar = pgTable('navbar', {
  id: serial('id').primaryKey(),
  titleAz: text('title_az').notNull(),
  titleEn: text('title_en').notNull(),
  orderNum: integer('order_num').notNull().default(0),
});

/** Links of the main menu: under a navbar item, nested through parent (null at the top level). */
export const navlink = pgTable(
  'navlink',
  {
    id: serial('id').primaryKey(),
    nav: integer('nav')
      .notNull()
      .references(() => navbar.id),
    parentId: integer('parent_id').references((): AnyPgColumn => navlink.id),
    link: text('link').notNull(),
    nameAz: text('name_az').notNull(),
    nameEn: text('name_en').notNull(),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('navlink_nav_idx').on(t.nav, t.parentId, t.orderNum)],
);

/** Static pages, addressed by short_title (page/{short_title}). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  shortTitle: text('short_title').notNull().unique(),
  titleAz: text('title_az').notNull(),
  titleEn: text('title_en'),
  textAz: text('text_az').notNull().default(''),
  textEn: text('text_en'),
  updatedAt: text('updated_at'),
});
