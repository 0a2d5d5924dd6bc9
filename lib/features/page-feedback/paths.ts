import { LOCAL_BASE, localPath } from '@/lib/platform/http/local-path';

/** The POST endpoint of the form. */
export const FEEDBACK_API = '/api/page-feedback';
/** The form's id: a no-JS answer comes back to it (#page-feedback). */
export const FEEDBACK_ANCHOR = 'page-feedback';
/** The query parameter a no-JS answer comes back with: 'thanks', 'no' (the text step) or an error code. */
export const FEEDBACK_PARAM = 'feedback';

/**
 * Where a no-JS answer goes back to: the page it came from with its own
 * query (a search's words, never stored), the outcome, and the form's anchor.
 * Only a path of the answered page itself, never another site.
 */
export function backTo(path: string, back: unknown, outcome: string): string {
  const page = new URL(path, LOCAL_BASE);
  const given = localPath(back, 1000);
  const asked = given === undefined ? page : new URL(given, LOCAL_BASE);
  const out = asked.pathname === page.pathname ? asked : page;
  out.searchParams.set(FEEDBACK_PARAM, outcome);
  out.hash = FEEDBACK_ANCHOR;
  return `${out.pathname}${out.search}${out.hash}`;
}
