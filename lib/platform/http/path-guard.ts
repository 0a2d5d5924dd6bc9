/**
 * The check every request's address passes before routing (proxy.ts), so
 * that hostile addresses get a 4xx instead of reaching Next's decoder (which
 * answers malformed percent-encoding with a 500) or a page (which would take
 * '/xeber/1%00' for item 1).
 */

/** Longer addresses get 414: nothing on the site is near it. */
const MAX_PATH_BYTES = 2000;
/** No slug or id of the site is near this (bytes, as sent). */
const MAX_SEGMENT_BYTES = 200;

export type PathVerdict = { ok: true } | { ok: false; status: 400 | 404 | 414 };

const encoder = new TextEncoder();
const bytes = (s: string) => encoder.encode(s).length;
const BAD = (status: 400 | 404 | 414): PathVerdict => ({ ok: false, status });

// A % not followed by two hex digits (%%, %u0041, %G1, a trailing %).
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
// Control characters, whitespace, backslash: never in an address of the site.
const JUNK = /[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\\\ufeff\ufffd]/u;

/**
 * The verdict on a raw (still percent-encoded) path: 414 when too long, 400
 * when its encoding is broken or it smuggles a separator or traversal (an
 * encoded '/', '..', double encoding), 404 when a segment holds characters
 * no address of the site has (NUL, spaces, control characters) or is too long.
 */
export function checkPath(rawPath: string): PathVerdict {
  if (bytes(rawPath) > MAX_PATH_BYTES) return BAD(414);
  if (BROKEN_ESCAPE.test(rawPath)) return BAD(400);
  for (const raw of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return BAD(400); // malformed UTF-8 (%E2%82, %C0%AF, %ED%A0%80, %FF)
    }
    if (segment === '..' || segment === '.' || /[/%]/.test(segment)) return BAD(400);
    if (JUNK.test(segment)) return BAD(404);
    if (bytes(raw) > MAX_SEGMENT_BYTES) return BAD(404);
  }
  return { ok: true };
}
