import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

describe('reCAPTCHA v3 verification (a stand-in of Google siteverify over HTTP)', () => {
  let server: http.Server;
  let url = '';
  let next: Record<string, unknown> = {};
  const received: URLSearchParams[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(next));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  // Google's reply shape for v3 (developers.google.com/recaptcha/docs/v3).
  const google = (over: Record<string, unknown> = {}) => ({
    success: true,
    score: 0.9,
    action: 'submit',
    challenge_ts: '2026-11-24T01:00:00Z',
    hostname: 'audit.example.org',
    ...over,
  });
  const check = async (reply: Record<string, unknown>, token = 'tok') => {
    next = reply;
    return verifyRecaptcha(token, {
      secret: 's3cret',
      minScore: 0.5,
      hostnames: ['audit.example.org'],
      url,
    });
  };

  it('accepts a genuine token for this action on this site, scored as human', async () => {
    expect(await check(google())).toBe(true);
    const sent = received.at(-1)!;
    expect(sent.get('secret')).toBe('s3cret');
    expect(sent.get('response')).toBe('tok');
  });
  it('refuses a low score, another action, another site, a failure and a missing token', async () => {
    expect(await check(google({ score: 0.1 }))).toBe(false);
    expect(await check(google({ score: undefined }))).toBe(false);
    expect(await check(google({ action: 'login' }))).toBe(false);
    expect(await check(google({ action: undefined }))).toBe(false);
    expect(await check(google({ hostname: 'evil.example' }))).toBe(false);
    expect(await check(google({ hostname: undefined }))).toBe(false);
    expect(await check({ success: false, 'error-codes': ['timeout-or-duplicate'] })).toBe(false);
    expect(await check(google(), '')).toBe(false);
  });
  it('refuses when Google cannot be reached', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(
      await verifyRecaptcha('t', { secret: 's', minScore: 0.5, hostnames: ['x'], fetch: down }),
    ).toBe(false);
  });
});
