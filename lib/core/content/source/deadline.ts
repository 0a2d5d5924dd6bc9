import { cache } from 'react';

/**
 * When the current request started, memoized per server render by React's
 * `cache`: every read of one page (layout, metadata, page) sees the same
 * start. Outside a render (route handlers, scripts) each call gets a fresh one.
 */
const requestStart = cache((): { at: number } => ({ at: Date.now() }));

/**
 * One deadline per page: however many upstream calls a page makes, one after
 * the other or at once, together they get at most `timeoutMs` from the
 * page's first read (docs/contract.md §7's HTTP timeout), so the visitor gets the error
 * page within one timeout plus rendering.
 */
export function pageDeadline(timeoutMs: number): () => number {
  return () => requestStart().at + timeoutMs;
}
