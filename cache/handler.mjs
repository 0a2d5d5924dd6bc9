/**
 * Next's cache handler (next.config.mjs `cacheHandler`): the data cache of
 * `unstable_cache` (lib/core/content/cache.ts) and any cached page.
 *
 * - REDIS_URL set: every instance reads and writes one Redis (or Valkey), so a
 *   `POST /api/cache/revalidate` on any instance is seen by all
 *   (cache/redis-handler.mjs: when a tag was revalidated is recorded in Redis;
 *   an entry written before that is a miss).
 *   Redis itself bounds the count (maxmemory + allkeys-lru, deploy/redis.conf);
 *   an entry larger than CACHE_MAX_ENTRY_BYTES is not stored (read anew next time).
 * - else: the local, single-instance handler (cache/local-handler.mjs), or
 *   Next's own file-system cache when that module is not there.
 */
import { register } from 'prom-client';
import { connectRedisHandler } from './redis-handler.mjs';

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
    ? await connectRedisHandler(process.env.REDIS_URL)
    : await localHandlerClass(),
);

export default Handler;
