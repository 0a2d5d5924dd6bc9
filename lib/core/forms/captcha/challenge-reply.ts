import { z } from 'zod';

/**
 * What GET /api/captcha/challenge and GET /api/alerts/challenge answer: a signed ALTCHA
 * challenge (altcha-lib's v2 `Challenge`) for the forms' widget to solve (docs/forms.md).
 * The route's reply is typed by it, and the OpenAPI description made from it.
 */
export const altchaChallengeReply = z.object({
  parameters: z.object({
    algorithm: z.string().describe('The key derivation: PBKDF2/SHA-256'),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().describe('Iterations per attempt'),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional().describe('Seconds since 1970 after which it is refused'),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
});
export type AltchaChallengeReply = z.input<typeof altchaChallengeReply>;
