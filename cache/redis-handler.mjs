/**
 * Next's cache handler for several instances (REDIS_URL): the entries of the
 * data cache and of cached pages live in one Redis (or Valkey), as in the
 * single-instance handler (cache/local-handler.mjs) — the same entries, the
 * same tag rule (revalidateTag records when a tag was invalidated; an entry
 * written before that is a miss) — so a revalidation on any instance holds
 * for all. Redis bounds the total (maxmemory + allkeys-lru, deploy/redis.conf);
 * an entry larger than CACHE_MAX_ENTRY_BYTES (2 MiB) is not stored. A Redis
 * that is down or slow costs time, not correctness: a call gives up after
 * 1 s and counts as a miss, and the page is read from the source.
 *
 * Written for this site instead of @fortedigital/nextjs-cache-handler, whose
 * releases for Next 16 declare Node >= 22 (docs/upgrading.md, "Node.js").
 */
import { createClient } from '@redis/client';
import { tagsOf } from './tags.mjs';

const TIMEOUT_MS = 1000;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

function maxEntryBytes() {
  const n = Number(process.env.CACHE_MAX_ENTRY_BYTES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_ENTRY_BYTES;
}

/** JSON with Next's binary parts (route bodies, RSC payloads) as base64. */
export function serialize(entry) {
  const value = entry.value;
  if (value?.kind === 'APP_ROUTE' && Buffer.isBuffer(value.body))
    return JSON.stringify({ ...entry, value: { ...value, body: value.body.toString('base64') } });
  if (value?.kind === 'APP_PAGE') {
    const page = { ...value };
    if (Buffer.isBuffer(page.rscData)) page.rscData = page.rscData.toString('base64');
    if (page.segmentData instanceof Map)
      page.segmentData = Object.fromEntries(
        [...page.segmentData].map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
      );
    return JSON.stringify({ ...entry, value: page });
  }
  return JSON.stringify(entry);
}

/** The inverse of serialize. */
export function deserialize(text) {
  const entry = JSON.parse(text);
  const value = entry.value;
  if (value?.kind === 'APP_ROUTE' && typeof value.body === 'string')
    value.body = Buffer.from(value.body, 'base64');
  if (value?.kind === 'APP_PAGE') {
    if (typeof value.rscData === 'string') value.rscData = Buffer.from(value.rscData, 'base64');
    if (value.segmentData && !(value.segmentData instanceof Map))
      value.segmentData = new Map(
        Object.entries(value.segmentData).map(([k, v]) => [k, Buffer.from(v, 'base64')]),
      );
  }
  return entry;
}

function withTimeout(promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The handler class over one connected client (keys prefixed with `prefix`). */
export function redisHandlerClass(client, prefix = 'audit:') {
  const revalidatedKey = `${prefix}__revalidated_tags__`;
  const call = (run) =>
    client.isReady ? withTimeout(run()) : Promise.reject(new Error('offline'));

  return class RedisCacheHandler {
    constructor() {}

    async get(key, ctx) {
      try {
        const text = await call(() => client.get(prefix + key));
        if (!text) return null;
        const entry = deserialize(text);
        const tags = [...new Set(tagsOf(entry, ctx))];
        if (tags.length > 0) {
          const marks = await call(() => client.hmGet(revalidatedKey, tags));
          if (marks.some((mark) => Number(mark ?? 0) > entry.lastModified)) {
            await call(() => client.del(prefix + key)).catch(() => {});
            return null;
          }
        }
        return entry;
      } catch {
        return null;
      }
    }

    async set(key, data, ctx) {
      try {
        if (data === null) {
          await call(() => client.del(prefix + key));
          return;
        }
        const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
        if (ctx?.tags && data.kind === 'FETCH') entry.value = { ...data, tags: ctx.tags };
        const text = serialize(entry);
        if (Buffer.byteLength(text) > maxEntryBytes()) return;
        const expire = ctx?.cacheControl?.expire;
        const options = Number.isInteger(expire) && expire > 0 ? { EX: expire } : undefined;
        await call(() => client.set(prefix + key, text, options));
      } catch {
        // not cached: read from the source next time
      }
    }

    async revalidateTag(tags) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = String(Date.now());
      await call(() => client.hSet(revalidatedKey, Object.fromEntries(list.map((t) => [t, now]))));
    }

    resetRequestCache() {}
  };
}

/** Connects to REDIS_URL and returns the handler class (a failed connection retries in the background). */
export async function connectRedisHandler(url) {
  const client = createClient({
    url,
    // Fail a cache call fast instead of queueing it while Redis is away.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  });
  // Errors are reported by the calls that meet them; an unhandled 'error' event would end the process.
  client.on('error', () => {});
  await client.connect().catch(() => {});
  return redisHandlerClass(client, process.env.REDIS_KEY_PREFIX ?? 'audit:');
}
