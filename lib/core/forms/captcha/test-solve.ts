import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge as the widget does and encodes the payload it would send (tests only). */
export async function solveForTest(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  const rest = { parameters: challenge.parameters, signature: challenge.signature };
  return Buffer.from(JSON.stringify({ challenge: rest, solution })).toString('base64');
}
