/**
 * A pure function of a string, remembered for the strings it last saw: the
 * data cache keeps a content body, but every request for its page would
 * otherwise parse, sanitize or flatten it again. Bounded by the total length
 * of the keys (UTF-16 units: `maxChars` 2 M is about 4 MB of keys, and about
 * as much again for string results); the least recently used go first.
 * A Map keeps the order (a hit moves its key to the end), so this costs the
 * browser bundle nothing (htmlToText runs there too), unlike lru-cache.
 */
export function memoizeByText<T extends NonNullable<unknown>>(
  fn: (text: string) => T,
  maxChars = 2_000_000,
): (text: string) => T {
  const cache = new Map<string, T>();
  let size = 0;
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) {
      cache.delete(text);
      cache.set(text, hit);
      return hit;
    }
    const value = fn(text);
    if (text.length > maxChars) return value;
    cache.set(text, value);
    size += text.length;
    for (const key of cache.keys()) {
      if (size <= maxChars) break;
      cache.delete(key);
      size -= key.length;
    }
    return value;
  };
}
