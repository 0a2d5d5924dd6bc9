import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Remembers solved challenges until they expire, to refuse a second use. */
export interface UsedStore {
  /** true when the id was new and is now recorded; false when it was used before */
  markUsed(id: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaOptions {
  secret: string;
  /** PBKDF2 iterations per attempt */
  cost: number;
  /** the number of attempts is drawn from [maxCounter/2, maxCounter) */
  maxCounter: number;
  expiresS: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';
const keySecret = (secret: string) => `${secret}:key`;

/** A signed proof-of-work challenge for the widget. */
export function createAltchaChallenge(opts: AltchaOptions, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: opts.cost,
    counter: randomInt(Math.floor(opts.maxCounter / 2), opts.maxCounter),
    deriveKey,
    hmacSignatureSecret: opts.secret,
    hmacKeySignatureSecret: keySecret(opts.secret),
    expiresAt: new Date(now + opts.expiresS * 1000),
  });
}

export type AltchaVerdict = 'ok' | 'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed';

function parsePayload(token: string): { challenge: Challenge; solution: unknown } | null {
  try {
    const json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (json && typeof json === 'object' && json.challenge?.parameters && json.solution)
      return json;
  } catch {
    // not base64 JSON
  }
  return null;
}

/**
 * Checks the widget's payload: our signature, not expired, a correct
 * solution, and never used before (recorded in `store` once accepted).
 */
export async function verifyAltcha(
  token: string | undefined,
  opts: { secret: string; store: UsedStore },
): Promise<AltchaVerdict> {
  if (!token) return 'missing';
  const payload = parsePayload(token);
  if (!payload) return 'malformed';
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      // Cast: altcha-lib checks the solution's shape itself (a wrong one throws: malformed).
      solution: payload.solution as never,
      deriveKey,
      hmacSignatureSecret: opts.secret,
      hmacKeySignatureSecret: keySecret(opts.secret),
    });
  } catch {
    return 'malformed';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const params = payload.challenge.parameters;
  const expiresAt = new Date((params.expiresAt ?? Date.now() / 1000 + 86_400) * 1000);
  const fresh = await opts.store.markUsed(payload.challenge.signature ?? params.nonce, expiresAt);
  return fresh ? 'ok' : 'replayed';
}
