import type { Derc } from '@/lib/contract/entities';

type BadgeFields = Pick<
  Derc,
  | 'type_short_title'
  | 'audit_nov_title'
  | 'audit_sahe_title'
  | 'cografiya_title'
  | 'rey_nov_title'
  | 'rey_merhele_title'
  | 'il'
>;

/**
 * The badges of a record, in the order docs/contract.md §2 lists them: audit type, audit
 * area and geography (audits only), opinion scope, opinion stage, year.
 * Shared by the record page and the filter's cards, on the server and in the browser.
 */
export function recordBadges(record: BadgeFields): string[] {
  const audit = record.type_short_title === 'audit';
  const badges = [
    record.audit_nov_title,
    record.audit_sahe_title,
    audit ? record.cografiya_title : null,
    record.rey_nov_title,
    record.rey_merhele_title,
    record.il ? String(record.il) : null,
  ];
  return badges.filter((b): b is string => typeof b === 'string' && b.trim() !== '');
}
