import { logWarning } from '@/lib/platform/observability/log';
import { SourceError } from '@/lib/core/content/source/errors';

/**
 * Logs a secondary section's failure without personal data: the section's
 * name and the kind of failure only (never the request or the reply). The
 * section is then left out of the page.
 */
export function logQuietFailure(section: string, e: unknown): void {
  const kind = e instanceof SourceError ? e.failure : e instanceof Error ? e.name : 'unknown';
  logWarning('section left out', { section, kind });
}
