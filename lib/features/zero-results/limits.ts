/**
 * The bounds of the zero-result counts (docs/search.md, "What readers search
 * for"), however many searches arrive from however many clients.
 */

/** Words of a search kept: the search itself reads no more (lib/core/search/fold.ts). */
export const MAX_WORDS = 8;

/** Characters of a search's text kept, after normalizing. */
export const MAX_CHARS = 100;

/**
 * Distinct texts counted per month and language; further texts are counted
 * together as the month's other searches (the empty text). At most some
 * 2 × 1,001 rows a month.
 */
export const MAX_TEXTS_PER_MONTH = 1000;

/** Months kept: this one and the eleven before. Older months go as new counts arrive. */
export const KEEP_MONTHS = 12;

/** The largest count a row holds (PostgreSQL's integer): a flood stops counting there. */
export const MAX_COUNT = 2_147_483_647;
