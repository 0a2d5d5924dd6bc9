import 'server-only';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { failure } from '@/lib/core/forms/reply';
import { env } from '@/lib/platform/config/env';
import type { Language } from '@/lib/core/contract/primitives';
import { getDb } from '@/lib/core/db/client';
import { formRateLimits } from '@/lib/core/db/schema';
import { formsEnv } from '@/lib/core/forms/env';
import { formText } from '@/lib/core/forms/messages';
import { clientAddress } from '@/lib/platform/http/client-address';

type Limiters = Map<string, Promise<RateLimiterAbstract>>;
declare global {
  /** Shared by every copy of this module the bundler makes (one per route bundle). */
  var __formLimiters: Limiters | undefined;
}

/**
 * The counters live in the database (form_rate_limits), where every instance
 * on one server database sees them and a restart keeps them; the embedded
 * database serves a single instance. Not in Redis: the shipped Redis is an
 * evictable cache without persistence (docs/topology.md). Over an external
 * API (AUDIT_API_URL) the site opens no database: each instance counts in its
 * memory, and the upstream, which stores the submissions, has the last word.
 */
async function createLimiter(points: number, duration: number): Promise<RateLimiterAbstract> {
  const opts = { points, duration, keyPrefix: 'form-rate' };
  if (env().AUDIT_API_URL) return new RateLimiterMemory(opts);
  return new RateLimiterDrizzle({ ...opts, storeClient: await getDb(), schema: formRateLimits });
}

function limiter(points: number, duration: number): Promise<RateLimiterAbstract> {
  const all: Limiters = (globalThis.__formLimiters ??= new Map());
  const key = `${points}:${duration}`;
  let made = all.get(key);
  if (!made) {
    made = createLimiter(points, duration);
    all.set(key, made);
    made.catch(() => all.delete(key));
  }
  return made;
}

/**
 * Counts one event under `key` against a limit of `points` per `durationS`
 * seconds in the form rate limit's store; answers the seconds to wait when
 * it is over the limit, else null.
 */
export async function consumeLimit(
  key: string,
  points: number,
  durationS: number,
): Promise<number | null> {
  try {
    await (await limiter(points, durationS)).consume(key);
    return null;
  } catch (e) {
    // A store failure is thrown as itself, an exhausted limit as RateLimiterRes.
    if (!(e instanceof RateLimiterRes)) throw e;
    return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
  }
}

/** The 429 reply of a limit, with Retry-After. */
export function rateLimitedReply(message: string, retryAfterS: number): Response {
  const reply = failure(message, 429);
  reply.headers.set('retry-after', String(retryAfterS));
  return reply;
}

/**
 * Counts one submission of `form` by the client behind `headers`; answers
 * the 429 reply (with Retry-After) when it is over FORM_RATE_LIMIT per
 * FORM_RATE_WINDOW_S, else null.
 */
export async function overRateLimit(
  form: string,
  headers: Headers,
  lang: Language,
  message: (minutes: number) => string = (minutes) =>
    formText.error(lang, 'rateLimited', { minutes }),
): Promise<Response | null> {
  const { FORM_RATE_LIMIT, FORM_RATE_WINDOW_S } = formsEnv();
  const key = `${form}:${clientAddress(headers, env().TRUSTED_PROXIES)}`;
  const retryAfterS = await consumeLimit(key, FORM_RATE_LIMIT, FORM_RATE_WINDOW_S);
  return retryAfterS === null
    ? null
    : rateLimitedReply(message(Math.ceil(retryAfterS / 60)), retryAfterS);
}
