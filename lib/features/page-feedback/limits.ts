/** Longer raw fields are refused before any other work (10 KB of text is not a comment). */
export const MAX_FIELD = 2000;

/** The longest text a "no" may carry, counted after line breaks became spaces (the form's maxlength too). */
export const MAX_COMMENT = 500;

/**
 * The table's bounds, however many clients send answers (each client is
 * also rate-limited): at most this many answers are stored in one month;
 * past it an answer is refused as "could not be saved now" until the month
 * ends (at most some 50 MB a month at the longest texts; docs/page-feedback.md).
 */
export const MAX_ANSWERS_PER_MONTH = 50_000;

/** Months an answer is kept: the public summary's two years. Older rows go as new ones arrive. */
export const KEEP_MONTHS = 24;
