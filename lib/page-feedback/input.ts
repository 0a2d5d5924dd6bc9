import { CONTROL } from '@/lib/alerts/address';
import { feedbackPage, type FeedbackPage } from './kinds';
import { MAX_COMMENT } from './limits';

/** Longer raw fields are refused before any other work (10 KB of text is not a comment). */
const MAX_FIELD = 2000;

/** Why an answer is refused; each has its text in PageFeedbackErrors. */
export const FEEDBACK_ERRORS = [
  'unanswered',
  'tooLong',
  'html',
  'characters',
  'page',
  'crossSite',
  'rateLimited',
  'unavailable',
] as const;
export type FeedbackErrorCode = (typeof FEEDBACK_ERRORS)[number];
/** Whether a code (from a page's address) is one of the feedback's error codes. */
export const isErrorCode = (code: string): code is FeedbackErrorCode =>
  FEEDBACK_ERRORS.some((c) => c === code);
/** The refusals of a "no"'s text: the text step shows them again. */
export const TEXT_ERRORS: readonly FeedbackErrorCode[] = ['tooLong', 'html', 'characters'];

export interface FeedbackAnswer extends FeedbackPage {
  useful: boolean;
  /** a "no"'s text, or null */
  comment: string | null;
}

export type ParsedFeedback =
  | { ok: true; answer: FeedbackAnswer }
  /** a "no" without its text field: the form without JavaScript asks for it next */
  | { ok: 'ask'; page: FeedbackPage }
  | { ok: false; code: FeedbackErrorCode; status: number };

/** Line breaks and tabs a textarea sends: turned into spaces, not refused. */
const LAYOUT = /[\t\n\r]+/g;
/** Something a browser or a spreadsheet would read as markup: a tag, a comment, a doctype. */
const MARKUP = /<\s*[a-z!/?]/i;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A feedback post's fields checked, in an order that never stores what it
 * should not: characters first, then the page, the answer and its text.
 * Only a "no" keeps text; the text is plain (markup refused, line breaks
 * made spaces, other control characters refused).
 */
export function parseFeedback(input: Record<string, unknown>): ParsedFeedback {
  const fail = (code: FeedbackErrorCode, status = 400) => ({ ok: false as const, code, status });
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    if (value.length > MAX_FIELD) return fail('tooLong');
    const checked = key === 'comment' ? value.replace(LAYOUT, ' ') : value;
    if (CONTROL.test(checked) || /[\u0080-\u009f]/.test(checked)) return fail('characters');
  }
  const page = feedbackPage(input.path);
  if (!page) return fail('page');
  const useful = input.useful === 'yes' ? true : input.useful === 'no' ? false : null;
  if (useful === null) return fail('unanswered');
  const comment = useful ? '' : text(input.comment).replace(LAYOUT, ' ').trim();
  if (comment.length > MAX_COMMENT) return fail('tooLong');
  if (MARKUP.test(comment)) return fail('html');
  if (!useful && input.comment === undefined) return { ok: 'ask', page };
  return { ok: true, answer: { ...page, useful, comment: comment || null } };
}
