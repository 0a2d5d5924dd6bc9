import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Searches of the results page that found nothing, counted per month
 * (docs/search.md, "What readers search for"): site-owned, in the site's own
 * database in both source modes. A row is a month, a language, a search's
 * text as lib/features/zero-results/text.ts normalizes it, and how many times it was
 * searched; nothing about who searched, nor when within the month. The empty
 * text counts the searches past the month's cap of distinct texts.
 */
export const searchZeroResults = pgTable(
  'search_zero_results',
  {
    /** 'YYYY-MM' (UTC) */
    month: text('month').notNull(),
    /** the results page's language, 'az' or 'en' */
    locale: text('locale').notNull(),
    /** folded, letters and digits, at most 8 words and 100 characters; '' for the rest of the month */
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.locale, t.query] })],
);
