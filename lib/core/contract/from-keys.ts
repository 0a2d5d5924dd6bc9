/*
 * Objects built from a closed list of keys, typed without a cast where they are used:
 * `Object.fromEntries` answers `{ [k: string]: T }`, which knows neither the keys nor, key by
 * key, the value. Here, in the contract (the lowest layer of lib/), so that the contract's own
 * tables can use them; lib/core/contract/object-keys.ts passes `fromKeys` on to the rest of the site.
 */

/**
 * An object with one entry for each of `keys`, each typed by its own key: `M` maps exactly the
 * keys of the list (`{ [N in K]: Def<N> }`), and `value` makes the entry of any one of them.
 */
export function byKey<K extends string, M extends Record<K, unknown>>(
  keys: readonly K[],
  value: <N extends K>(key: N) => M[N],
): M {
  // Cast: it holds the entry `value` made for each key of the list, and M has exactly those keys.
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as M;
}

/** An object with one entry for each of `keys`, all of one type (a typed Object.fromEntries). */
export function fromKeys<K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  return byKey<K, Record<K, V>>(keys, value);
}
