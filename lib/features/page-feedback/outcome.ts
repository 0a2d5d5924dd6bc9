import { LOCAL_BASE } from '@/lib/platform/http/local-path';
import { FEEDBACK_PARAM } from './paths';
import { isErrorCode, TEXT_ERRORS, type FeedbackErrorCode } from './input';

export type FeedbackStep = 'ask' | 'comment' | 'done';

export interface FeedbackOutcome {
  /** the page's path (no query) */
  path: string;
  /** the page's address without the outcome parameter: where a no-JS answer comes back to */
  back: string;
  step: FeedbackStep;
  error: FeedbackErrorCode | null;
}

/**
 * What the form shows on a page whose address (path and query) is `url`:
 * the question, the text step after a no-JS "no", the thanks, or an error
 * (named by code only, so an address cannot put words on the page).
 */
export function parseOutcome(url: string | null): FeedbackOutcome {
  const parsed = new URL(url && url.startsWith('/') ? url : '/', LOCAL_BASE);
  const outcome = parsed.searchParams.get(FEEDBACK_PARAM) ?? '';
  parsed.searchParams.delete(FEEDBACK_PARAM);
  const error = isErrorCode(outcome) ? outcome : null;
  const text = outcome === 'no' || (error !== null && TEXT_ERRORS.includes(error));
  const step: FeedbackStep = outcome === 'thanks' ? 'done' : text ? 'comment' : 'ask';
  return { path: parsed.pathname, back: parsed.pathname + parsed.search, step, error };
}
