/** Google's verification endpoint of reCAPTCHA tokens. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Asks Google whether a reCAPTCHA v3 token is genuine, unused and scored as
 * human enough. Any failure to ask counts as a wrong captcha.
 */
export async function verifyRecaptcha(
  token: string | undefined,
  opts: { secret: string; minScore: number; fetch?: typeof fetch; timeoutMs?: number },
): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await (opts.fetch ?? fetch)(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: opts.secret, response: token }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const body = (await response.json()) as { success?: boolean; score?: number };
    return body.success === true && (body.score ?? 0) >= opts.minScore;
  } catch {
    return false;
  }
}
