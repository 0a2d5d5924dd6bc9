import { z } from 'zod';

/**
 * The replies every part of the site's API shares, beyond the calls' envelope
 * (lib/core/contract/calls.ts): its refusal, and a form's success for a script. One definition for
 * the handlers that answer them (lib/core/content/api/handler.ts `failure`) and for the OpenAPI description.
 */

/** What the site's API answers a request it could not serve (400, 401, 403, 404, 405, 410, 413, 429, 5xx). */
export const failureReply = z.object({
  status: z.literal(false),
  message: z.string().describe('Why, in the language of the request'),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe('A message per refused field (forms)'),
});
export type FailureReply = z.input<typeof failureReply>;

/** A form's success answered to a script (Accept: application/json): what happened, in words. */
export const messageReply = z.object({
  status: z.literal(true),
  message: z.string().describe('What happened, in the language of the request'),
});
export type MessageReply = z.input<typeof messageReply>;
