import type { CallReply, CallRequest } from '@/lib/core/contract/calls';
import { specSearchResults } from '@/lib/core/contract/entities';
import { foundNothing } from '@/lib/core/search/found';
import {
  perGroup,
  perKindGroup,
  SEARCH_GROUP_LIMIT,
  type SearchGroup,
} from '@/lib/core/contract/search-groups';
import { wholeQuerySynonyms } from '@/lib/core/search/synonyms';
import { callRemote, type RemoteOptions } from './client';

/** The most searches an upstream is asked for a query's synonyms, past the query itself. */
export const UPSTREAM_SYNONYM_CALLS = 2;

type Results = CallReply<'neticeler'>['neticeler'];

/** The hits of several replies' group, each id once, in the replies' order. */
function union<T extends { id: number }>(lists: T[][]): T[] {
  const seen = new Set<number>();
  const fresh = (hit: T) => !seen.has(hit.id) && Boolean(seen.add(hit.id));
  return lists.flat().filter(fresh);
}

/**
 * The reply narrowed as the site's own source narrows it (docs/search.md,
 * "Totals, types and pages"): page `page` of SEARCH_GROUP_LIMIT hits of each
 * group, of `type`'s group only when one is given. An upstream gives no
 * totals: a group's total is the number of hits it returned, never more.
 */
function scoped(results: Results, { type, page = 1 }: CallRequest<'neticeler'>): Results {
  const from = (page - 1) * SEARCH_GROUP_LIMIT;
  const pageOf = <T>(group: SearchGroup, hits: T[]) =>
    type && type !== group ? [] : hits.slice(from, from + SEARCH_GROUP_LIMIT);
  return {
    dercler: pageOf('dercler', results.dercler),
    ...perKindGroup((group) => pageOf(group, results[group])),
    totals: perGroup((group) => ({ count: results[group].length, capped: false })),
  };
}

/**
 * Search over an upstream: hits as docs/contract.md §7 gives them (id and
 * title, and a record's type_short_title), never a date, excerpt or
 * suggestion an upstream might add (those are the site's own source's,
 * docs/search.md). The upstream matches words its own way; when it finds
 * nothing and the whole query is a phrase of a synonym group (`AMB`), the
 * group's first UPSTREAM_SYNONYM_CALLS other phrases are asked, and their
 * hits are merged group by group (lib/core/search/levers/synonyms.ts). The
 * site's `type` and `page` are never sent: they narrow what came (`scoped`).
 */
export async function remoteSearch(
  opts: RemoteOptions,
  request: CallRequest<'neticeler'>,
): Promise<CallReply<'neticeler'>> {
  const ask = async (query: string) => {
    const reply = await callRemote(opts, 'neticeler', { ...request, query });
    return { ...reply, neticeler: specSearchResults.parse(reply.neticeler) };
  };
  const reply = await ask(request.query);
  const narrowed = { ...reply, neticeler: scoped(reply.neticeler, request) };
  if (!foundNothing(reply.neticeler)) return narrowed;
  const others = wholeQuerySynonyms(request.query, request.language, UPSTREAM_SYNONYM_CALLS);
  if (others.length === 0) return narrowed;
  const found: Results[] = [];
  for (const query of others) found.push((await ask(query)).neticeler);
  const neticeler: Results = {
    dercler: union(found.map((r) => r.dercler)),
    ...perKindGroup((group) => union(found.map((r) => r[group]))),
  };
  return { ...reply, neticeler: scoped(neticeler, request) };
}
