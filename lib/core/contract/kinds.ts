import type { CallInput, CallName, CallReply, PlainPublicationCall } from './calls';
import type { Publication } from './entities';
import { ITEM_ROUTES } from './kind-table';
import type { SearchGroup } from './search-groups';

/** The content kinds' table (lib/core/contract/kind-table.ts), where a kind is added. */
export { ITEM_ROUTES };

/** The table, checked: each kind's call is a call of the contract (a type error otherwise). */
type Checked<T extends Record<string, { list: string; call: CallName }>> = T;
type KindTable = Checked<typeof ITEM_ROUTES>;

export type ItemKind = keyof KindTable;
export type PublicationCall = (typeof ITEM_ROUTES)[ItemKind]['call'];

export { SEARCH_GROUPS, type SearchGroup } from './search-groups';

/** Whether a string names an item kind. */
export function isItemKind(value: string): value is ItemKind {
  return Object.hasOwn(ITEM_ROUTES, value);
}

/** The kind whose row holds `value` as its list or its call, or null. */
function kindWhere(field: 'list' | 'call', value: string): ItemKind | null {
  for (const [kind, row] of Object.entries(ITEM_ROUTES))
    if (row[field] === value && isItemKind(kind)) return kind;
  return null;
}

/** The kind whose item page a search group's hit opens; none for records (their type is). */
export function searchGroupKind(group: SearchGroup): ItemKind | null {
  return kindWhere('call', group);
}

/** The kind whose list a path segment names ('xeberler' → 'xeber'): its page, feed and data; or null. */
export function listKind(segment: string): ItemKind | null {
  return kindWhere('list', segment);
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

/** One read of a plain publication call: its list, under the call's own name. */
async function readPlain(
  call: Caller,
  name: PlainPublicationCall,
  input: PublicationInput,
): Promise<Publication[]> {
  // The reply of one of these calls, seen as the lists any of them may hold.
  const reply: Partial<Record<PlainPublicationCall, Publication[]>> = await call(name, input);
  const items = reply[name];
  // Never: both sources check a reply against its call's schema, which requires the list.
  if (!items) throw new Error(`The reply of ${name} holds no list`);
  return items;
}

/**
 * One read of a kind's call: the one place a kind meets its call's reply field, typed without
 * a cast. The kinds with filters have a case each, checked against their call's own schema;
 * every other kind reads a plain publication call (the compiler refuses a kind whose call is
 * neither).
 */
export async function readPublications(
  call: Caller,
  kind: ItemKind,
  input: PublicationInput,
  filters: KindFilters = {},
): Promise<Publication[]> {
  const { section, subsection, category } = filters;
  switch (kind) {
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
    default:
      return readPlain(call, ITEM_ROUTES[kind].call, input);
  }
}
