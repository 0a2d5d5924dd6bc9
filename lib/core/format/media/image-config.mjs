// Plain JavaScript so that next.config.mjs can import it too (its types: image-config.d.mts).

/**
 * The widths the image optimizer serves (`/_next/image?w=`): the layout's
 * slots at 1×–2× (cards of 280–380 px, the 768 px article, the 1,200 px home
 * slider, a 375–430 px phone at 2–3×). Any other width is refused (400), so
 * an outsider cannot multiply the optimizer's cache by asking every width.
 */
export const IMAGE_WIDTHS = { device: [640, 828, 1080, 1200, 1600], image: [256, 384] };

/** The optimizer's disk cache in MB (IMAGE_CACHE_MAX_MB, default 64): least recently used out first. */
export function imageCacheBytes(env = process.env) {
  const mb = Number(env.IMAGE_CACHE_MAX_MB);
  return Math.round((Number.isFinite(mb) && mb >= 0 ? mb : 64) * 1024 * 1024);
}

/** A host that is this machine or a private network (the optimizer refuses those unless told). */
export function isPrivateHost(hostname) {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host)
  );
}

/**
 * Where the optimizer may fetch photos from besides the site: IMAGE_BASE_URL
 * and the upstream's origin (AUDIT_API_URL), as lib/core/format/media/url.ts resolves them.
 * Read when the server starts (`next start` loads next.config.mjs anew); the
 * standalone server (NEXT_OUTPUT=standalone, the Dockerfile) keeps the values
 * of its build, so an operator who changes them there must rebuild.
 * @returns {{ remotePatterns: Array<{protocol: 'http' | 'https', hostname: string, port: string, pathname: string}>, privateNetwork: boolean }}
 */
export function imageSources(env = process.env) {
  const urls = [env.IMAGE_BASE_URL, env.AUDIT_API_URL].filter(Boolean);
  const remotePatterns = [];
  let privateNetwork = env.IMAGE_PRIVATE_NET === '1';
  for (const text of urls) {
    let url;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    // IMAGE_BASE_URL may hold a path (https://cdn.example.az/media/); the upstream's photos live at its origin.
    const prefix = text === env.IMAGE_BASE_URL ? url.pathname.replace(/\/+$/, '') : '';
    remotePatterns.push({
      protocol: url.protocol.slice(0, -1),
      hostname: url.hostname,
      port: url.port,
      pathname: `${prefix}/**`,
    });
    if (isPrivateHost(url.hostname)) privateNetwork = true;
  }
  return { remotePatterns, privateNetwork };
}
