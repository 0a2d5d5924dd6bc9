import 'server-only';
import { imageSize } from 'image-size';
import { env } from '@/lib/platform/config/env';
import { mediaBase } from '@/lib/core/format/media/url';
import type { ImageInfo } from './checks';

/** How long one read may take. */
const TIMEOUT_MS = 8000;
/** The most of a page the check reads. */
const PAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Redirects followed (each within the site). */
const MAX_REDIRECTS = 3;

/**
 * The origins the check may read: the site itself (SITE_URL) and its
 * configured media origin (IMAGE_BASE_URL or the upstream's), never an
 * address an editor typed on another host.
 */
function readableOrigins(): Set<string> {
  const origins = new Set([new URL(env().SITE_URL).origin]);
  const media = mediaBase();
  if (media) origins.add(new URL(media).origin);
  return origins;
}

/** Whether an absolute URL is on an origin the check may read. */
export function mayRead(url: string): boolean {
  try {
    return readableOrigins().has(new URL(url).origin);
  } catch {
    return false;
  }
}

async function readBody(response: Response, max: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size > max) {
      await reader.cancel();
      break;
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** GET on a readable origin, following redirects only within readable origins. */
async function get(
  url: string,
  accept: string,
): Promise<{ response: Response; url: string } | null> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!mayRead(current)) return null;
    const response = await fetch(current, {
      redirect: 'manual',
      headers: { accept, 'user-agent': 'link-preview-check' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current).toString();
      continue;
    }
    return { response, url: current };
  }
  return null;
}

/** The page at a site address: its status and HTML (null when it could not be read). */
export async function readPage(
  url: URL,
): Promise<{ status: number; html: string; url: string } | null> {
  try {
    const got = await get(url.toString(), 'text/html');
    if (!got) return null;
    const body = await readBody(got.response, PAGE_MAX_BYTES);
    return { status: got.response.status, html: new TextDecoder().decode(body), url: got.url };
  } catch {
    return null;
  }
}

/** Status, type, size in bytes and pixel size of a preview image on a readable origin. */
export async function readImage(url: string, maxBytes: number): Promise<ImageInfo> {
  if (!mayRead(url)) return { read: false, reason: 'foreign' };
  try {
    const got = await get(url, 'image/*');
    if (!got) return { read: false, reason: 'foreign' };
    const { response } = got;
    const type = response.headers.get('content-type')?.split(';')[0]?.trim();
    if (response.status !== 200) {
      await response.body?.cancel();
      return { read: true, status: response.status, type };
    }
    const body = await readBody(response, maxBytes);
    const declared = Number(response.headers.get('content-length'));
    const bytes = Number.isFinite(declared) && declared > 0 ? declared : body.length;
    let size: { width?: number; height?: number } = {};
    try {
      size = imageSize(body);
    } catch {
      size = {};
    }
    return { read: true, status: 200, type, bytes, width: size.width, height: size.height };
  } catch {
    return { read: true, status: 0 };
  }
}
