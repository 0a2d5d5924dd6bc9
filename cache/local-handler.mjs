/**
 * Next's cache handler for a single instance (next.config.mjs cacheHandler):
 * the data cache (unstable_cache) and any cached page or route response live
 * in memory, in one LRU bounded in bytes, instead of one file per key under
 * .next/cache, which any visitor could grow without end by asking for new
 * addresses or ids. The ceiling is CACHE_MAX_MB (default 64 MB); the least
 * recently used entries go first. Tags are invalidated as Next's own
 * file-system handler does (revalidateTag marks a tag; an entry written
 * before the mark is a miss). Several instances share a cache through
 * REDIS_URL instead (docs/deploy.md).
 */
import { LRUCache } from 'lru-cache';
import { tagsOf } from './tags.mjs';

const MB = 1024 * 1024;

/** The ceiling in bytes: CACHE_MAX_MB, default 64, at least 1. */
export function maxBytes(env = process.env) {
  const mb = Number(env.CACHE_MAX_MB);
  return Math.max(1, Number.isFinite(mb) && mb > 0 ? mb : 64) * MB;
}

/** An entry's approximate size: its JSON, with buffers and strings counted by their length. */
export function sizeOf(entry) {
  let size = 64;
  JSON.stringify(entry.value ?? null, (_key, v) => {
    if (typeof v === 'string') size += v.length;
    else if (v && v.type === 'Buffer' && Array.isArray(v.data)) {
      size += v.data.length;
      return undefined;
    }
    return v;
  });
  return size;
}

const store = new LRUCache({ maxSize: maxBytes(), sizeCalculation: sizeOf });
/** tag → when it was last invalidated (ms) */
const revalidated = new Map();

export default class LocalCacheHandler {
  constructor() {}

  async get(key, ctx) {
    const entry = store.get(key);
    if (!entry) return null;
    const stale = tagsOf(entry, ctx).some(
      (tag) => (revalidated.get(tag) ?? 0) > entry.lastModified,
    );
    if (stale) {
      store.delete(key);
      return null;
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (data === null) {
      store.delete(key);
      return;
    }
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
    if (ctx?.tags && data.kind === 'FETCH') entry.value = { ...data, tags: ctx.tags };
    store.set(key, entry);
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) revalidated.set(tag, now);
  }

  resetRequestCache() {}

  /** For tests and the cache-growth check: entries and bytes held. */
  static stats() {
    return { entries: store.size, bytes: store.calculatedSize, maxBytes: store.maxSize };
  }
}
