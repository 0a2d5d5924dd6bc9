import { keysOf } from './keys';

/**
 * The content kinds of the site, one row each (docs/code-map.md, "Adding a list page"): the
 * item route's segment (docs/contract.md §2: `xeber/{id}`), the list route it belongs to, and
 * the §7 call that reads it. Feeds, alerts, the sitemap, search, the list and item routes,
 * the API routes of the publication calls and the pages derive from it.
 *
 * A row without `filtered` is a plain publication kind: its call takes a publication request
 * and answers its list under its own name, and its definition (lib/core/contract/calls.ts), local
 * handler and cache tag are made from this row. `filtered` marks a kind whose list takes
 * filters of its own (readPublications, lib/core/contract/kinds.ts, reads it by a case).
 * `search` places a kind's group among the search results (lib/core/contract/search-groups.ts:
 * after the records, in this order; a new kind takes the next number, none is ever renumbered).
 * `media` lists it in the footer's media column.
 *
 * Apart from lib/core/contract/kinds.ts, which re-exports it, so that calls.ts can derive from it
 * without an import cycle.
 */
export const ITEM_ROUTES = {
  xeber: { list: 'xeberler', call: 'xeberler', search: 1, media: true },
  cixis: { list: 'cixislar', call: 'cixislar', search: 3, media: true },
  musahibe: { list: 'musahibeler', call: 'musahibeler', search: 4, media: true },
  // The site's own eighth group (docs/contract.md §7): articles, searched in local mode.
  meqale: { list: 'meqaleler', call: 'meqaleler', search: 7, media: true },
  elan: { list: 'elanlar', call: 'elanlar', filtered: true, search: 2 },
  jurnal: { list: 'jurnallar', call: 'jurnallar', search: 5 },
  layihe: { list: 'layiheler', call: 'layiheler', filtered: true, search: 6 },
} as const;

type KindRow = (typeof ITEM_ROUTES)[keyof typeof ITEM_ROUTES];
type PlainRow = Exclude<KindRow, { filtered: true }>;

/** The call of a plain publication kind (xeberler, cixislar, ...). */
export type PlainPublicationCall = PlainRow['call'];

const isPlain = (row: KindRow): row is PlainRow => !('filtered' in row);

/** A plain publication kind (xeber, cixis, ...): a row without `filtered`. */
export type PlainKind = {
  [K in keyof typeof ITEM_ROUTES]: (typeof ITEM_ROUTES)[K] extends PlainRow ? K : never;
}[keyof typeof ITEM_ROUTES];

/** The plain publication kinds, in the table's order. */
export const PLAIN_KINDS = keysOf(ITEM_ROUTES).filter((kind): kind is PlainKind =>
  isPlain(ITEM_ROUTES[kind]),
);

type MediaRow = Extract<KindRow, { media: true }>;

/** The lists of the kinds the footer's media column shows (`media`), in the table's order. */
export const MEDIA_LISTS: readonly MediaRow['list'][] = Object.values(ITEM_ROUTES)
  .filter((row): row is MediaRow => 'media' in row)
  .map((row) => row.list);

/**
 * The plain publication calls (docs/contract.md §7: POST /api/xeberler/get, ...), in the
 * table's order: their definitions in `calls`, their cache tags and their local handlers are
 * made from this list.
 */
export const PLAIN_PUBLICATION_CALLS: readonly PlainPublicationCall[] = Object.values(ITEM_ROUTES)
  .filter(isPlain)
  .map((row) => row.call);
