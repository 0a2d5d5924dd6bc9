import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const schema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  AUDIT_API_URL: optionalUrl.optional(),
  IMAGE_BASE_URL: optionalUrl.optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  REVALIDATE_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'REVALIDATE_TOKEN must be at least 16 characters').optional())
    .optional(),
  /** the largest request body the API reads, in bytes (uploads: UPLOAD_MAX_BYTES) */
  API_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(256 * 1024),
  /** the operator's additions to the pages' Content-Security-Policy (lib/security/csp.ts) */
  CSP_EXTEND: z.string().trim().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
});

export type Env = z.infer<typeof schema>;

/** The variables the schema reads, in a fixed order: what a parse depends on. */
const KEYS = Object.keys(schema.shape) as Array<keyof typeof schema.shape>;

let last: { key: string; value: Env } | undefined;

/**
 * The server's configuration, read from the environment at run time (never at
 * build time), so one build serves every deployment. A page calls this many
 * times per request: the parse is redone only when one of the variables it
 * reads has changed (tests change them), else the last result is returned.
 */
export function env(): Env {
  const key = KEYS.map((k) => process.env[k] ?? '\u0000').join('\u0001');
  if (last?.key === key) return last.value;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${detail}`);
  }
  last = { key, value: Object.freeze(parsed.data) };
  return last.value;
}
