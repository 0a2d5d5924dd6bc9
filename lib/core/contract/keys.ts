/*
 * The keys and entries of closed constant objects, and objects built from a closed list of
 * keys, typed without a cast where they are used: `Object.keys` answers `string[]` and
 * `Object.fromEntries` `{ [k: string]: T }`, which know neither the keys nor, key by key, the
 * value. Here, in the contract (the lowest layer of lib/), so that the contract's own tables can
 * use them, and the rest of the site too.
 */

/**
 * The keys of a closed constant object (ITEM_ROUTES, ELAN_SECTIONS, ...) with their literal
 * types: the constants passed here are `as const` literals that hold exactly their type's keys
 * (an object may hold more keys than its type names, hence `string[]` from `Object.keys`).
 */
export function keysOf<T extends object>(o: T): Array<keyof T & string> {
  // A closed literal has exactly the keys of its type (see above).
  return Object.keys(o) as Array<keyof T & string>;
}

/** The entries of a closed constant object, typed as keysOf's keys. */
export function entriesOf<T extends object>(o: T): Array<[keyof T & string, T[keyof T]]> {
  return keysOf(o).map((k) => [k, o[k]]);
}

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
