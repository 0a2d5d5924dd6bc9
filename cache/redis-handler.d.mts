/** Types of cache/redis-handler.mjs, for the tests. */
export interface CacheEntry {
  value: Record<string, unknown>;
  lastModified: number;
  cacheControl?: unknown;
}
export interface RedisCacheHandler {
  get(key: string, ctx?: object): Promise<CacheEntry | null>;
  set(key: string, data: object | null, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export function serialize(entry: object): string;
export function deserialize(text: string): CacheEntry;
/** `client`: a connected @redis/client client. */
export function redisHandlerClass(client: unknown, prefix?: string): new () => RedisCacheHandler;
export function connectRedisHandler(url: string): Promise<new () => RedisCacheHandler>;
