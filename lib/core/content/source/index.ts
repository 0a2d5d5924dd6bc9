import 'server-only';
import { env } from '@/lib/platform/config/env';
import { pageDeadline } from './deadline';
import { createLocalSource } from './local';
import { createRemoteSource } from './remote';
import type { ContentSource } from './types';

export type { ContentSource } from './types';
export { RequestError, SourceError } from './errors';

let cached: { key: string; source: ContentSource } | undefined;

/**
 * The active content source, chosen at run time: the external API when
 * AUDIT_API_URL is set, else the site's own database.
 */
export function getSource(): ContentSource {
  const { AUDIT_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  const key = AUDIT_API_URL ?? 'local';
  if (cached?.key !== key) {
    cached = {
      key,
      source: AUDIT_API_URL
        ? createRemoteSource({
            baseUrl: AUDIT_API_URL,
            timeoutMs: UPSTREAM_TIMEOUT_MS,
            deadline: pageDeadline(UPSTREAM_TIMEOUT_MS),
          })
        : createLocalSource(),
    };
  }
  return cached.source;
}
