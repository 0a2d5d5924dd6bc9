import { filterGroups } from './groups';
import { filterQueryString, parseFilterQuery } from './query';
import type { RecordFact } from './record-facts';

/**
 * The archive filter's query string that lists the records sharing a fact of a record of
 * type `type` (`?type=audit&audit_nov=2`), or null when the filter cannot show that: a type
 * it does not offer, a fact without an id, or a choice its page would drop or not show (a
 * year outside an activity report, whose group alone offers years; the activity report's
 * kind, which has no group: the list would be narrowed by a choice the reader cannot see or
 * clear). The filter's own parsing and groups decide, so a link never says more than the
 * page it leads to.
 */
export function factFilterQuery(type: string, fact: RecordFact): string | null {
  if (fact.field === 'type') {
    const query = parseFilterQuery({ type });
    return query.type ? filterQueryString(query) : null;
  }
  if (fact.id === null) return null;
  const query = parseFilterQuery({ type, [fact.field]: String(fact.id) });
  if (query[fact.field] !== fact.id) return null;
  const offered = filterGroups({ types: [] }, query, 'az').some((g) => g.field === fact.field);
  return offered ? filterQueryString(query) : null;
}
