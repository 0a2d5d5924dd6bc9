import { CONTROL } from '@/lib/core/contract/address';
import { feedbackForm } from './form';
import type { FeedbackPage } from './kinds';
import { MAX_COMMENT, MAX_FIELD } from './limits';

/** Why an answer is refused; each has its text in PageFeedbackErrors. */
const FEEDBACK_ERRORS = [
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
  const fields = feedbackForm.shape;
  const page = fields.path.safeParse(input.path);
  if (!page.success) return fail('page');
  const answer = fields.useful.safeParse(input.useful);
  if (!answer.success) return fail('unanswered');
  const useful = answer.data === 'yes';
  // A text that is no string counts as an empty one; none at all makes a form post ask for it.
  const given = fields.comment.parse(input.comment);
  const comment = useful ? '' : (given ?? '').replace(LAYOUT, ' ').trim();
  if (comment.length > MAX_COMMENT) return fail('tooLong');
  if (MARKUP.test(comment)) return fail('html');
  if (!useful && given === undefined) return { ok: 'ask', page: page.data };
  return { ok: true, answer: { ...page.data, useful, comment: comment || null } };
}
