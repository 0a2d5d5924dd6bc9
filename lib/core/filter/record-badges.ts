import { recordFacts } from './record-facts';

type BadgeFields = Parameters<typeof recordFacts>[0];

/**
 * The badges of a record, in the order docs/contract.md §2 lists them: audit type, audit
 * area and geography (audits only), opinion scope, opinion stage, year: its facts
 * (record-facts.ts) without the type, which the card says otherwise, and the activity
 * report's kind, which §2 does not list as a badge.
 * Shared by the filter's cards, on the server and in the browser.
 */
export function recordBadges(record: BadgeFields): string[] {
  return recordFacts(record)
    .filter((fact) => fact.field !== 'type' && fact.field !== 'fealiyyet_nov')
    .map((fact) => fact.text);
}
