/**
 * The keys and entries of a closed constant object (ITEM_ROUTES,
 * ELAN_SECTIONS, ...) with their literal types. `Object.keys` answers
 * `string[]` because an object may hold more keys than its type names; the
 * constants passed here are `as const` literals that hold exactly those.
 */
export function keysOf<T extends object>(o: T): Array<keyof T & string> {
  // A closed literal has exactly the keys of its type (see above).
  return Object.keys(o) as Array<keyof T & string>;
}

/** An object with one entry for each of a list's keys (a typed Object.fromEntries), from the contract's layer. */
export { fromKeys } from '@/lib/core/contract/from-keys';

/** The entries of a closed constant object, typed as keysOf's keys. */
export function entriesOf<T extends object>(o: T): Array<[keyof T & string, T[keyof T]]> {
  return keysOf(o).map((k) => [k, o[k]]);
}
