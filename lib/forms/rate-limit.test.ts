import { clientKey, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('lets `limit` attempts through per window, then refuses with the wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.hit('a').ok)).toEqual([true, true, true]);
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterS: 45 });
    // Another client is counted apart.
    expect(limiter.hit('b').ok).toBe(true);
    now += 45_000;
    expect(limiter.hit('a').ok).toBe(true);
  });

  it('forgets clients whose window has passed', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now });
    for (let i = 0; i < 100; i++) limiter.hit(`client-${i}`);
    now = 5000;
    expect(limiter.hit('client-1').ok).toBe(true);
    expect(limiter.hit('client-1').ok).toBe(false);
  });
});

describe('clientKey', () => {
  it('takes the address the nearest proxy added, not what the client claimed', () => {
    const h = new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.7' });
    expect(clientKey(h)).toBe('10.0.0.7');
  });
  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientKey(new Headers({ 'x-real-ip': '5.6.7.8' }))).toBe('5.6.7.8');
    expect(clientKey(new Headers())).toBe('unknown');
  });
});
