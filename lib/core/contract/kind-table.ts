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
 *
 * Apart from lib/core/contract/kinds.ts, which re-exports it, so that calls.ts can derive from it
 * without an import cycle.
 */
export const ITEM_ROUTES = {
  xeber: { list: 'xeberler', call: 'xeberler' },
  cixis: { list: 'cixislar', call: 'cixislar' },
  musahibe: { list: 'musahibeler', call: 'musahibeler' },
  meqale: { list: 'meqaleler', call: 'meqaleler' },
  elan: { list: 'elanlar', call: 'elanlar', filtered: true },
  jurnal: { list: 'jurnallar', call: 'jurnallar' },
  layihe: { list: 'layiheler', call: 'layiheler', filtered: true },
} as const;

type KindRow = (typeof ITEM_ROUTES)[keyof typeof ITEM_ROUTES];
type PlainRow = Exclude<KindRow, { filtered: true }>;

/** The call of a plain publication kind (xeberler, cixislar, ...). */
export type PlainPublicationCall = PlainRow['call'];

const isPlain = (row: KindRow): row is PlainRow => !('filtered' in row);

/**
 * The plain publication calls (docs/contract.md §7: POST /api/xeberler/get, ...), in the
 * table's order: their definitions in `calls`, their cache tags and their local handlers are
 * made from this list.
 */
export const PLAIN_PUBLICATION_CALLS: readonly PlainPublicationCall[] = Object.values(ITEM_ROUTES)
  .filter(isPlain)
  .map((row) => row.call);
