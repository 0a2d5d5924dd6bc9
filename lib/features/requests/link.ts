import crypto from 'node:crypto';
import { keptSecret } from '@/lib/core/forms/captcha/secret';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { siteOrigin } from '@/lib/platform/config/env';
import { requestsEnv } from './env';
import { REQUEST_PAGE } from './paths';

/** The key that signs the status pages' links (REQUESTS_SECRET, else kept in DATA_DIR). */
export function requestsSecret(): string {
  const e = requestsEnv();
  return keptSecret(e.REQUESTS_SECRET, e.DATA_DIR, 'requests-hmac.key');
}

const mac = (secret: string, reference: string, expires: number) =>
  crypto
    .createHmac('sha256', secret)
    .update(`request-status:${reference}:${expires}`)
    .digest('base64url')
    .slice(0, 32);

/** A token for the status page of `reference`, valid until `expires` (seconds since 1970). */
export function signStatusToken(secret: string, reference: string, expires: number): string {
  return `${expires}.${mac(secret, reference, expires)}`;
}

/**
 * Whether `token` opens the status page of `reference` at `now`: signed for that reference,
 * not expired. A forged, expired or other request's token answers false alike, and the
 * comparison takes the same time whatever the token holds.
 */
export function verifyStatusToken(
  secret: string,
  reference: string,
  token: unknown,
  now = Date.now(),
): boolean {
  const shape = typeof token === 'string' && /^\d{10}\.[\w-]{32}$/.test(token);
  const given = Buffer.from(shape ? token : '0.'.padEnd(34, '-'));
  const expires = shape ? Number(token.slice(0, 10)) : 0;
  const expected = Buffer.from(signStatusToken(secret, reference, expires));
  const same = expected.length === given.length && crypto.timingSafeEqual(expected, given);
  return shape && same && expires * 1000 > now;
}

/** An absolute link to the status page of a request, valid REQUESTS_LINK_DAYS from `now`. */
export function statusLink(lang: Locale, reference: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + requestsEnv().REQUESTS_LINK_DAYS * 86_400;
  const token = signStatusToken(requestsSecret(), reference, expires);
  const page = localizePath(lang, `${REQUEST_PAGE}/${reference}`);
  return `${siteOrigin()}${page}?t=${encodeURIComponent(token)}`;
}
