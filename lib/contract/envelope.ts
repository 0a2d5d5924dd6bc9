import { z } from 'zod';

/** The spec's default message for a failure that carries none (SPEC §8). */
export const DEFAULT_ERROR = 'Bilinməyən xəta baş verdi';

/** The part every reply shares: status and message. */
export const envelope = z.object({
  status: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
  message: z
    .string()
    .nullish()
    .transform((m) => m ?? ''),
});
