import type { Derc } from '@/lib/core/contract/entities';

/** The classification fields of a record, each with its _title (docs/contract.md §3). */
type FactField =
  | 'type'
  | 'audit_nov'
  | 'audit_sahe'
  | 'cografiya'
  | 'rey_nov'
  | 'rey_merhele'
  | 'fealiyyet_nov'
  | 'il';

/** One fact of a record: the field, its title as the source gives it, and its id when it has one. */
export interface RecordFact {
  field: FactField;
  text: string;
  id: number | null;
}

/** The titles a record's facts are made of, and the ids (and the year's title) when the source gives them. */
type FactFields = Pick<
  Derc,
  | 'type_short_title'
  | 'audit_nov_title'
  | 'audit_sahe_title'
  | 'cografiya_title'
  | 'rey_nov_title'
  | 'rey_merhele_title'
  | 'il'
> &
  Partial<
    Pick<
      Derc,
      | 'type'
      | 'type_title'
      | 'audit_nov'
      | 'audit_sahe'
      | 'cografiya'
      | 'rey_nov'
      | 'rey_merhele'
      | 'fealiyyet_nov'
      | 'fealiyyet_nov_title'
      | 'il_title'
    >
  >;

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * A record's facts in the order its page lists them: the type, then docs/contract.md §2's
 * badges (audit type, audit area, geography for audits only, opinion scope, opinion stage),
 * the activity report's kind, and the year. A fact whose title the source left out or empty
 * is not there (an upstream gives what §3 names, and may leave any of it out). Pure: the
 * filter's cards use it in the browser (recordBadges).
 */
export function recordFacts(record: FactFields): RecordFact[] {
  const audit = record.type_short_title === 'audit';
  const year = record.il ? String(record.il) : '';
  const facts: RecordFact[] = [
    { field: 'type', text: text(record.type_title), id: record.type ?? null },
    { field: 'audit_nov', text: text(record.audit_nov_title), id: record.audit_nov ?? null },
    { field: 'audit_sahe', text: text(record.audit_sahe_title), id: record.audit_sahe ?? null },
    {
      field: 'cografiya',
      text: audit ? text(record.cografiya_title) : '',
      id: record.cografiya ?? null,
    },
    { field: 'rey_nov', text: text(record.rey_nov_title), id: record.rey_nov ?? null },
    { field: 'rey_merhele', text: text(record.rey_merhele_title), id: record.rey_merhele ?? null },
    {
      field: 'fealiyyet_nov',
      text: text(record.fealiyyet_nov_title),
      id: record.fealiyyet_nov ?? null,
    },
    { field: 'il', text: text(record.il_title) || year, id: record.il ?? null },
  ];
  return facts.filter((fact) => fact.text !== '');
}
