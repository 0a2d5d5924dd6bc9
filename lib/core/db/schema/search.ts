import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The folded words of every searchable title, per language: what "Did you
 * mean …?" suggests from (trigram similarity) and where a word found inside a
 * longer word (`isiq` in "Azərişıq") is looked up (trigram LIKE). Filled by
 * triggers on the content tables (lib/core/db/migrations/0008_search_vocabulary.sql);
 * words of deleted items stay, and only ever suggest a search that finds nothing.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    lang: text('lang').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
