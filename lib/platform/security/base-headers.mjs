// Plain JavaScript so that next.config.mjs can import it too (its types: base-headers.d.mts).

/** Features the site never uses; the video player keeps what its iframe asks for. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self "https://www.youtube-nocookie.com")',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self "https://www.youtube-nocookie.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com")',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self "https://www.youtube-nocookie.com")',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS: two years, subdomains included (only sent when SITE_URL is https). */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The policy of responses that are never a page (JSON, files, images, Next's
 * static files, redirects): nothing may load or run in them, nobody may frame them.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every response carries besides its Content-Security-Policy.
 * @param {'page' | 'api' | 'resource'} kind
 * @param {string | undefined} siteUrl SITE_URL; HSTS only when https (none when unknown)
 * @returns {Record<string, string>}
 */
export function baseHeaders(kind, siteUrl) {
  return {
    ...(siteUrl?.startsWith('https:') ? { 'Strict-Transport-Security': HSTS } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Pages and the API are for this site; images, files and preview images
    // must stay loadable by social networks and other sites.
    'Cross-Origin-Resource-Policy': kind === 'resource' ? 'cross-origin' : 'same-origin',
  };
}
