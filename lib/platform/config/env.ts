import { z } from 'zod';
import { envReader } from './read-env';

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
  /** the operator's additions to the pages' Content-Security-Policy (lib/platform/security/csp.ts) */
  CSP_EXTEND: z.string().trim().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  /** reverse proxies in front that append the client's address to X-Forwarded-For */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof schema>;

/**
 * The server's configuration, read from the environment at run time (never at
 * build time), so one build serves every deployment; parsed once (read-env.ts).
 */
export const env: () => Env = envReader(schema);

/** Whether SITE_URL is set (else the local default, http://localhost:3000, is used). */
export const siteUrlGiven = () => Boolean(process.env.SITE_URL?.trim());

/** The site's origin (SITE_URL without a trailing slash), for absolute links and redirects. */
export const siteOrigin = () => env().SITE_URL.replace(/\/+$/, '');
