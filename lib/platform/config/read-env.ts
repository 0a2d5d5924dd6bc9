import { z } from 'zod';

/** An optional setting: unset or blank is undefined. */
export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * A reader of the settings `schema` describes, from process.env at run time
 * (never at build time, so one build serves every deployment). Pages call it
 * many times per request, so the parse is kept: a production server's
 * environment does not change while it runs, and elsewhere (tests change
 * variables) it is parsed again when one of the variables it reads changed.
 */
export function envReader<S extends z.ZodObject>(schema: S): () => Readonly<z.infer<S>> {
  const keys = Object.keys(schema.shape);
  let last: { key: string; value: Readonly<z.infer<S>> } | undefined;
  return () => {
    if (last && process.env.NODE_ENV === 'production') return last.value;
    const key = keys.map((k) => process.env[k] ?? '\u0000').join('\u0001');
    if (last?.key === key) return last.value;
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment configuration: ${detail}`);
    }
    last = { key, value: Object.freeze(parsed.data) };
    return last.value;
  };
}
