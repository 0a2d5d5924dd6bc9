import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * "Is this page useful?" answers (docs/page-feedback.md): site-owned data,
 * kept in the site's own database in both source modes and never forwarded
 * upstream. Deliberately no id, no time of day, no address, no cookie: a row
 * says which page, in which language, in which month, yes or no, and the
 * optional text of a "no".
 */
export const pageFeedback = pgTable(
  'page_feedback',
  {
    /** the page's path with language prefix, without query ('/en/xeber/12') */
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** the page's kind (lib/features/page-feedback/kinds.ts): 'item', 'list', 'record', … */
    kind: text('kind').notNull(),
    useful: boolean('useful').notNull(),
    /** a "no"'s optional text: at most 500 characters, no control characters, stored as plain text */
    comment: text('comment'),
    /** the month of the answer, 'YYYY-MM' (UTC): a month is all the summary needs */
    month: text('month').notNull(),
  },
  (t) => [index('page_feedback_month_kind_idx').on(t.month, t.kind)],
);
