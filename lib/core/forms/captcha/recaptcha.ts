import { z } from 'zod';
import { RECAPTCHA_ACTION } from './action';

/** Google's verification endpoint of reCAPTCHA tokens. */
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's siteverify reply (v3). */
/** The fields of Google's siteverify reply the check reads; anything else is a refusal. */
const siteVerifyReply = z.object({
  success: z.literal(true),
  score: z.number(),
  action: z.string(),
  hostname: z.string(),
});

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  /** the action the token must have been made for (RECAPTCHA_ACTION) */
  action?: string;
  /** the site's host names; a token solved on any other site is refused */
  hostnames: string[];
  fetch?: typeof fetch;
  /** the verification endpoint (a stand-in in tests) */
  url?: string;
  timeoutMs?: number;
}

/**
 * Asks Google whether a reCAPTCHA v3 token is genuine and unused, made for
 * this action on this site, and scored as human enough. Any failure to ask
 * counts as a wrong captcha.
 */
export async function verifyRecaptcha(
  token: string | undefined,
  opts: RecaptchaOptions,
): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await (opts.fetch ?? fetch)(opts.url ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: opts.secret, response: token }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const reply = siteVerifyReply.safeParse(await response.json());
    if (!reply.success) return false;
    const { score, action, hostname } = reply.data;
    return (
      score >= opts.minScore &&
      action === (opts.action ?? RECAPTCHA_ACTION) &&
      opts.hostnames.includes(hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}
