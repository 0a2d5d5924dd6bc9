/**
 * Next's cache handler (next.config.mjs `cacheHandler`): the data cache of
 * `unstable_cache` (lib/content/cache.ts) and any cached page.
 *
 * - REDIS_URL set: every instance reads and writes one Redis (or Valkey), so a
 *   `POST /api/cache/revalidate` on any instance is seen by all
 *   (@fortedigital/nextjs-cache-handler's redis-strings handler: tags are
 *   recorded in Redis, entries of a revalidated tag are deleted there).
 *   Redis itself bounds the count (maxmemory + allkeys-lru, deploy/redis.conf);
 *   an entry larger than CACHE_MAX_ENTRY_BYTES is not stored (read anew next time).
 * - else: the local, single-instance handler (cache/local-handler.mjs), or
 *   Next's own file-system cache when that module is not there.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { register } from 'prom-client';

const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

function maxEntryBytes() {
  const n = Number(process.env.CACHE_MAX_ENTRY_BYTES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_ENTRY_BYTES;
}

/** JSON as the library stores it, but an oversized entry is stored as '' and read as a miss. */
export function cappedSerializer(limit) {
  return {
    serialize(value) {
      const text = JSON.stringify(value);
      return Buffer.byteLength(text) > limit ? '' : text;
    },
    deserialize(stored) {
      return stored ? JSON.parse(stored) : null;
    },
  };
}

async function redisHandlerClass(url) {
  const client = createClient({
    url,
    // Fail a cache call fast instead of queueing it while Redis is away: the page
    // is then rendered from the source, which is slower but still correct.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  });
  // Errors are reported by the calls that meet them; an unhandled 'error' event would end the process.
  client.on('error', () => {});
  await client.connect().catch(() => {});
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'audit:',
        timeoutMs: 1000,
        valueSerializer: cappedSerializer(maxEntryBytes()),
      }),
    ],
  }));
  return CacheHandler;
}

async function localHandlerClass() {
  try {
    return (await import('./local-handler.mjs')).default;
  } catch (e) {
    // (the build bundles this module: a missing file is MODULE_NOT_FOUND there)
    const missing = ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(e?.code);
    if (!missing || !String(e.message).includes('local-handler')) throw e;
    const fsCache = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
    return fsCache.default.default ?? fsCache.default;
  }
}

/**
 * The handler, with each lookup counted as a hit or a miss in the metric the
 * site registers at start (site_data_cache_lookups_total, docs/operations.md).
 */
export function countingLookups(Base) {
  return class CountingHandler extends Base {
    async get(...args) {
      const value = await super.get(...args);
      const lookups = register.getSingleMetric('site_data_cache_lookups_total');
      lookups?.inc({ result: value ? 'hit' : 'miss' });
      return value;
    }
  };
}

const Handler = countingLookups(
  process.env.REDIS_URL
    ? await redisHandlerClass(process.env.REDIS_URL)
    : await localHandlerClass(),
);

export default Handler;
