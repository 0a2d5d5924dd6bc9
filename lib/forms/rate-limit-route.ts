import 'server-only';
import type { Language } from '@/lib/contract/primitives';
import { formsEnv } from './env';
import { formText } from './messages';
import { clientKey, createRateLimiter, type RateLimiter } from './rate-limit';

const globalRef = globalThis as unknown as { __formLimiters?: Map<string, RateLimiter> };

/**
 * Counts one submission of `form` by the client behind `headers`; answers
 * the 429 message when it is over FORM_RATE_LIMIT per FORM_RATE_WINDOW_S,
 * else null.
 */
export function overRateLimit(form: string, headers: Headers, lang: Language): string | null {
  const { FORM_RATE_LIMIT, FORM_RATE_WINDOW_S } = formsEnv();
  const all = (globalRef.__formLimiters ??= new Map());
  const key = `${form}:${FORM_RATE_LIMIT}:${FORM_RATE_WINDOW_S}`;
  let limiter = all.get(key);
  if (!limiter) {
    limiter = createRateLimiter({ limit: FORM_RATE_LIMIT, windowMs: FORM_RATE_WINDOW_S * 1000 });
    all.set(key, limiter);
  }
  const decision = limiter.hit(clientKey(headers));
  if (decision.ok) return null;
  return formText.error(lang, 'rateLimited', { minutes: Math.ceil(decision.retryAfterS / 60) });
}
