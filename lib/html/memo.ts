import { LRUCache } from 'lru-cache';

/**
 * A pure function of a string, remembered for the strings it last saw: the
 * data cache keeps a content body, but every request for its page would
 * otherwise parse and sanitize it again. Bounded by the total length of the
 * keys (UTF-16 units, so `maxChars` 2 M is about 4 MB of keys, and as much
 * again for string results).
 */
export function memoizeByText<T extends NonNullable<unknown>>(
  fn: (text: string) => T,
  maxChars = 2_000_000,
): (text: string) => T {
  const cache = new LRUCache<string, T>({
    maxSize: maxChars,
    sizeCalculation: (_value, key) => key.length || 1,
  });
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = fn(text);
      cache.set(text, value);
    }
    return value;
  };
}
