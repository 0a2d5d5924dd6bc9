import crypto from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;

/** A new single-use confirmation token and the hash stored in its place. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a confirmation token (the token itself is only in the mail). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** unsubscribe: one subscription; digest-*: an address's digests of that frequency; manage: an address. */
export type Purpose = 'unsubscribe' | 'digest-daily' | 'digest-weekly' | 'manage';

/** A signed, unforgeable token naming one subscription (unsubscribe) or one address (manage). */
export function signId(secret: string, purpose: Purpose, id: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
  return `${id}.${mac.slice(0, 32)}`;
}

/** The id a signed token names, or null when it is malformed or forged. */
export function verifyId(secret: string, purpose: Purpose, token: unknown): number | null {
  if (typeof token !== 'string' || !/^[1-9]\d{0,9}\.[\w-]{32}$/.test(token)) return null;
  const id = Number(token.slice(0, token.indexOf('.')));
  if (id > 2_147_483_647) return null;
  const expected = Buffer.from(signId(secret, purpose, id));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}
