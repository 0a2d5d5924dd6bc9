import { createAltchaChallenge, verifyAltcha, type UsedStore } from './altcha';
import { verifyRecaptcha } from './recaptcha';
import { solveForTest } from './test-solve';

const OPTS = { secret: 'unit-test-secret-0123456789', cost: 10, maxCounter: 50, expiresS: 60 };

function memoryStore(): UsedStore & { size: () => number } {
  const used = new Map<string, Date>();
  return {
    async markUsed(id, expiresAt) {
      if (used.has(id)) return false;
      used.set(id, expiresAt);
      return true;
    },
    size: () => used.size,
  };
}

describe('ALTCHA verification', () => {
  it('accepts a real solution once and refuses its replay', async () => {
    const store = memoryStore();
    const token = await solveForTest(await createAltchaChallenge(OPTS));
    expect(await verifyAltcha(token, { secret: OPTS.secret, store })).toBe('ok');
    expect(await verifyAltcha(token, { secret: OPTS.secret, store })).toBe('replayed');
    expect(store.size()).toBe(1);
  });

  it('refuses an expired solution without recording it', async () => {
    const store = memoryStore();
    const challenge = await createAltchaChallenge(OPTS, Date.now() - 120_000);
    const token = await solveForTest(challenge);
    expect(await verifyAltcha(token, { secret: OPTS.secret, store })).toBe('expired');
    expect(store.size()).toBe(0);
  });

  it('refuses a challenge signed with another key', async () => {
    const token = await solveForTest(
      await createAltchaChallenge({ ...OPTS, secret: 'another-key-0123456789' }),
    );
    expect(await verifyAltcha(token, { secret: OPTS.secret, store: memoryStore() })).toBe(
      'invalid',
    );
  });

  it('refuses a wrong solution', async () => {
    const token = await solveForTest(await createAltchaChallenge(OPTS));
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(await verifyAltcha(forged, { secret: OPTS.secret, store: memoryStore() })).toBe(
      'invalid',
    );
  });

  it('refuses a missing or malformed token', async () => {
    const store = memoryStore();
    expect(await verifyAltcha(undefined, { secret: OPTS.secret, store })).toBe('missing');
    expect(await verifyAltcha('not-a-real-token', { secret: OPTS.secret, store })).toBe(
      'malformed',
    );
    const junk = Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64');
    expect(await verifyAltcha(junk, { secret: OPTS.secret, store })).not.toBe('ok');
  });
});

describe('reCAPTCHA v3 verification', () => {
  const reply = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;
  const opts = { secret: 's', minScore: 0.5 };

  it('accepts a genuine token scored as human', async () => {
    expect(
      await verifyRecaptcha('t', { ...opts, fetch: reply({ success: true, score: 0.9 }) }),
    ).toBe(true);
  });
  it('refuses a low score, a failure, a missing token and an unreachable Google', async () => {
    expect(
      await verifyRecaptcha('t', { ...opts, fetch: reply({ success: true, score: 0.1 }) }),
    ).toBe(false);
    expect(
      await verifyRecaptcha('t', {
        ...opts,
        fetch: reply({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      }),
    ).toBe(false);
    expect(
      await verifyRecaptcha(undefined, { ...opts, fetch: reply({ success: true, score: 1 }) }),
    ).toBe(false);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await verifyRecaptcha('t', { ...opts, fetch: down })).toBe(false);
  });
});
