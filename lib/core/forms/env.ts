import { z } from 'zod';
import { envReader, optionalString } from '@/lib/platform/config/read-env';

const schema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** largest file of an audit proposal, in bytes (10 MB) */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(10 * 1024 * 1024),
  /** submissions per client and window */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_WINDOW_S: z.coerce.number().int().min(1).default(600),
  ALTCHA_HMAC_KEY: optionalString,
  /**
   * PBKDF2 iterations per attempt of the ALTCHA proof of work; with the
   * default counter about 1.4 s on a mid-range phone (docs/forms.md, measured
   * by `npm run bench:altcha`)
   */
  ALTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(5000),
  /** how many attempts the proof of work takes at most (at least half of it, 3/4 on average) */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(1400),
  ALTCHA_EXPIRES_S: z.coerce.number().int().min(10).default(1200),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
});

export type FormsEnv = z.infer<typeof schema>;

/** The forms' settings, read from the environment at run time (README, docs/forms.md); parsed once. */
export const formsEnv: () => FormsEnv = envReader(schema);

/**
 * The rate-limit window in whole minutes: what a refusal sent back without
 * JavaScript (a code in the address, no Retry-After) tells the visitor to wait
 * at most.
 */
export const rateWindowMinutes = (e: FormsEnv = formsEnv()) => Math.ceil(e.FORM_RATE_WINDOW_S / 60);

/**
 * The captcha the forms show: Google reCAPTCHA v3 when its site key is set
 * (its secret verifies on this server, or the upstream verifies the token
 * passed through as verified_token), else the self-hosted ALTCHA over the
 * local source. Over an upstream (AUDIT_API_URL) without a site key there is
 * no captcha the upstream knows (docs/contract.md §7): forms are unavailable.
 */
export function captchaKind(
  e: FormsEnv = formsEnv(),
  remote: boolean = Boolean(process.env.AUDIT_API_URL?.trim()),
): { kind: 'recaptcha'; siteKey: string } | { kind: 'altcha' } | { kind: 'unavailable' } {
  if (e.RECAPTCHA_SITE_KEY) return { kind: 'recaptcha', siteKey: e.RECAPTCHA_SITE_KEY };
  return remote ? { kind: 'unavailable' } : { kind: 'altcha' };
}
