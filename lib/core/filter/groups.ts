import type { Locale } from '@/i18n/routing';
import type { CallReply } from '@/lib/core/contract/calls';
import { filterYears, FILTER_TYPES, type ChoiceField, type FilterQuery } from './query';

/** One choice of a group: its value in the URL and its label. */
interface FilterOption {
  value: string | number;
  label: string;
}

/** A collapsible group of the filter: the field it sets and its options. */
export interface FilterGroup {
  field: ChoiceField;
  options: FilterOption[];
}

/** The lookups the groups of a state need (read by lib/core/content/filter.ts): types always, the rest by type. */
export interface FilterLookups {
  types: CallReply<'types'>['types'];
  reyNov?: CallReply<'reyNov'>['rey_novleri'];
  reyMerhele?: CallReply<'reyMerhele'>['rey_merheleleri'];
  auditNov?: CallReply<'auditNov'>['audit_novleri'];
  auditSahe?: CallReply<'auditSahe'>['audit_saheleri'];
  cografiya?: CallReply<'cografiya'>['cografiyalar'];
}

type Titled = { id: number; title_az: string; title_en: string };
const titled = (rows: Titled[] | undefined, locale: Locale): FilterOption[] =>
  (rows ?? []).map((r) => ({ value: r.id, label: locale === 'en' ? r.title_en : r.title_az }));

/**
 * The groups the filter shows for a state: the type always; opinion scope and
 * budget stage for opinions; audit type, area and geography for audits; the
 * year for activity reports (docs/contract.md §2).
 */
export function filterGroups(
  lookups: FilterLookups,
  query: FilterQuery,
  locale: Locale,
): FilterGroup[] {
  const typeOptions = FILTER_TYPES.flatMap((short) => {
    const type = lookups.types.find((t) => t.short_title === short);
    return type ? [{ value: short, label: locale === 'en' ? type.title_en : type.title_az }] : [];
  });
  const groups: FilterGroup[] = [{ field: 'type', options: typeOptions }];
  if (query.type === 'rey') {
    groups.push({ field: 'rey_nov', options: titled(lookups.reyNov, locale) });
    groups.push({ field: 'rey_merhele', options: titled(lookups.reyMerhele, locale) });
  } else if (query.type === 'audit') {
    groups.push({ field: 'audit_nov', options: titled(lookups.auditNov, locale) });
    groups.push({ field: 'audit_sahe', options: titled(lookups.auditSahe, locale) });
    groups.push({ field: 'cografiya', options: titled(lookups.cografiya, locale) });
  } else if (query.type === 'fealiyyet-hesabati') {
    groups.push({
      field: 'il',
      options: filterYears().map((y) => ({ value: y, label: String(y) })),
    });
  }
  return groups;
}

/** The state without choices the groups do not offer (an id no option has), so they filter nothing. */
export function knownChoices(query: FilterQuery, groups: FilterGroup[]): FilterQuery {
  const next = { ...query };
  for (const group of groups) {
    const value = next[group.field];
    if (value !== undefined && !group.options.some((o) => o.value === value))
      delete next[group.field];
  }
  return next;
}
