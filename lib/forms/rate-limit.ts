/** The answer of a rate limiter for one attempt. */
export type RateDecision = { ok: true } | { ok: false; retryAfterS: number };

export interface RateLimiter {
  hit(key: string): RateDecision;
}

/**
 * At most `limit` attempts per key in each window of `windowMs` (a fixed
 * window per key, kept in memory; stale keys are dropped as it goes).
 */
export function createRateLimiter(opts: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function sweep(t: number) {
    if (t - lastSweep < opts.windowMs) return;
    lastSweep = t;
    for (const [key, w] of windows) if (t - w.start >= opts.windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || t - w.start >= opts.windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= opts.limit) {
        return {
          ok: false,
          retryAfterS: Math.max(1, Math.ceil((w.start + opts.windowMs - t) / 1000)),
        };
      }
      w.count++;
      return { ok: true };
    },
  };
}

/**
 * Who is asking: the last X-Forwarded-For entry (added by the nearest proxy,
 * or by Next itself from the socket when no proxy set one), else X-Real-IP.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
