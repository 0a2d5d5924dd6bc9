import { z } from 'zod';
import { CACHE_TAGS } from './calls';

/**
 * The operators' cache revalidation, POST /api/cache/revalidate (docs/operations.md): the
 * request the route reads and the reply it gives, one definition for the route and the
 * OpenAPI description.
 */

/** The tag names an operator may invalidate: every kind of content, and the sitemap. */
export const REVALIDATE_TAGS = [...CACHE_TAGS, 'sitemap'] as const;

/** The body: the tags whose cached content goes stale. */
export const revalidateRequest = z.object({
  tags: z
    .array(z.enum(REVALIDATE_TAGS))
    .min(1)
    .describe('The kinds of cached content to refresh on their next visit'),
});

/** The reply: the tags made stale. */
export const revalidateReply = z.object({
  status: z.literal(true),
  message: z.string(),
  revalidated: z.array(z.enum(REVALIDATE_TAGS)),
});
export type RevalidateReply = z.input<typeof revalidateReply>;
