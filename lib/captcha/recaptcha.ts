import { RECAPTCHA_ACTION } from './action';

/** Google's verification endpoint of reCAPTCHA tokens. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's siteverify reply (v3). */
interface SiteVerifyReply {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

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
    const body = (await response.json()) as SiteVerifyReply;
    return (
      body.success === true &&
      typeof body.score === 'number' &&
      body.score >= opts.minScore &&
      body.action === (opts.action ?? RECAPTCHA_ACTION) &&
      typeof body.hostname === 'string' &&
      opts.hostnames.includes(body.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}
