/** The map of the footer (components/footer/MapEmbed) is an OpenStreetMap embed. */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** Google reCAPTCHA v3's hosts, allowed only when reCAPTCHA is configured. */
const RECAPTCHA = {
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
  img: ['https://www.gstatic.com/recaptcha/'],
};

export interface CspOptions {
  /** this request's nonce (lib/platform/security/nonce.ts) */
  nonce: string;
  /** the public address of the site (SITE_URL); https adds upgrade-insecure-requests */
  siteUrl: string;
  /** where images come from besides the site (IMAGE_BASE_URL or the upstream, lib/core/format/media) */
  imageOrigin?: string;
  /** Google reCAPTCHA is configured (RECAPTCHA_SITE_KEY) */
  recaptcha?: boolean;
  /** the hosts whose pages the site frames besides the map (the video host, lib/core/format/media) */
  frames?: readonly string[];
  /** `next dev` (React's dev build needs eval and the dev server's socket) */
  dev?: boolean;
  /**
   * The operator's additions (CSP_EXTEND), e.g.
   * "img-src https://cdn.example.org; connect-src https://stats.example.org".
   */
  extend?: string;
}

type Policy = Map<string, string[]>;

/** Parses "directive source source; directive ..." into a map (the operator's additions). */
export function parsePolicy(text: string | undefined): Policy {
  const policy: Policy = new Map();
  for (const part of (text ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name || !/^[a-z-]+$/.test(name)) continue;
    policy.set(name, [...(policy.get(name) ?? []), ...sources.filter(Boolean)]);
  }
  return policy;
}

/**
 * The Content-Security-Policy of the site's pages, built from the
 * configuration. Scripts run only with this request's nonce ('strict-dynamic'
 * lets them load their own, such as the captcha widget); nothing inline
 * without the nonce, no eval in production; frames only the video host and the map.
 * This is the one place the policy is written (docs/security.md, "Security headers").
 */
export function buildContentSecurityPolicy(o: CspOptions): string {
  const nonce = `'nonce-${o.nonce}'`;
  const https = o.siteUrl.startsWith('https:');
  const image = o.imageOrigin ? [new URL(o.imageOrigin).origin] : [];
  const policy: Policy = new Map([
    ['default-src', ["'none'"]],
    ['script-src', [nonce, "'strict-dynamic'", ...(o.dev ? ["'unsafe-eval'"] : [])]],
    // The site's style sheets, and the page's CSS inlined in its HTML as one <style> carrying
    // the nonce (docs/frontend.md, "Style sheets"); never a style attribute or a <style> without it
    // (script may still set styles through the DOM).
    ['style-src', ["'self'", nonce]],
    ['img-src', ["'self'", 'data:', ...image, ...(o.recaptcha ? RECAPTCHA.img : [])]],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'", ...image]],
    [
      'connect-src',
      ["'self'", ...(o.recaptcha ? RECAPTCHA.connect : []), ...(o.dev ? ['ws:'] : [])],
    ],
    ['frame-src', [...(o.frames ?? []), MAP_ORIGIN, ...(o.recaptcha ? RECAPTCHA.frame : [])]],
    // ALTCHA's proof of work runs in workers made from blob: URLs.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
  for (const [name, sources] of parsePolicy(o.extend)) {
    const current = policy.get(name)?.filter((s) => s !== "'none'") ?? [];
    policy.set(name, [...new Set([...current, ...sources])]);
  }
  const text = [...policy].map(([name, sources]) => [name, ...sources].join(' '));
  if (https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}
