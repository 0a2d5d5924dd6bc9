import type { CallInput, CallName, CallReply } from './calls';
import type { Publication } from './entities';
import type { SearchGroup } from './search-groups';

/**
 * The content kinds of the site, one row each (docs/code-map.md, "Adding a list page"): the
 * item route's segment (docs/contract.md §2: `xeber/{id}`), the list route it belongs to, and
 * the §7 call that reads it. Feeds, alerts, the sitemap, search and the pages derive from it.
 */
export const ITEM_ROUTES = {
  xeber: { list: 'xeberler', call: 'xeberler' },
  cixis: { list: 'cixislar', call: 'cixislar' },
  musahibe: { list: 'musahibeler', call: 'musahibeler' },
  meqale: { list: 'meqaleler', call: 'meqaleler' },
  elan: { list: 'elanlar', call: 'elanlar' },
  jurnal: { list: 'jurnallar', call: 'jurnallar' },
  layihe: { list: 'layiheler', call: 'layiheler' },
} as const;

export type ItemKind = keyof typeof ITEM_ROUTES;
export type PublicationCall = (typeof ITEM_ROUTES)[ItemKind]['call'];

export { SEARCH_GROUPS, isSearchGroup, type SearchGroup } from './search-groups';

/** Whether a string names an item kind. */
export function isItemKind(value: string): value is ItemKind {
  return Object.hasOwn(ITEM_ROUTES, value);
}

/** The kind whose item page a search group's hit opens; none for records (their type is). */
export function searchGroupKind(group: SearchGroup): ItemKind | null {
  for (const [kind, row] of Object.entries(ITEM_ROUTES))
    if (row.call === group && isItemKind(kind)) return kind;
  return null;
}

/** How a call is made: the page cache's `read`, or a source's uncached `call`. */
export type Caller = <K extends CallName>(name: K, input: CallInput<K>) => Promise<CallReply<K>>;

/** A list's filters that only some kinds take (announcements' sections, projects' category). */
export interface KindFilters {
  section?: string;
  subsection?: string;
  category?: number;
}

type PublicationInput = CallInput<'xeberler'>;

/**
 * One read of a kind's call: the one place a kind meets its call's reply field, typed without
 * a cast (each case is checked against the call's own schema).
 */
export async function readPublications(
  call: Caller,
  kind: ItemKind,
  input: PublicationInput,
  filters: KindFilters = {},
): Promise<Publication[]> {
  const { section, subsection, category } = filters;
  switch (kind) {
    case 'xeber':
      return (await call('xeberler', input)).xeberler;
    case 'cixis':
      return (await call('cixislar', input)).cixislar;
    case 'musahibe':
      return (await call('musahibeler', input)).musahibeler;
    case 'meqale':
      return (await call('meqaleler', input)).meqaleler;
    case 'jurnal':
      return (await call('jurnallar', input)).jurnallar;
    case 'elan': {
      // An absent filter is not sent.
      const sections = {
        ...(section !== undefined && { section }),
        ...(subsection !== undefined && { subsection }),
      };
      return (await call('elanlar', { ...input, ...sections })).elanlar;
    }
    case 'layihe':
      return (await call('layiheler', { ...input, ...(category !== undefined && { category }) }))
        .layiheler;
  }
}
