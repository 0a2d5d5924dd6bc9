import 'server-only';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { filterYears, FILTER_TYPES, type ChoiceField, type FilterQuery } from './query';

/** One choice of a group: its value in the URL and its label. */
export interface FilterOption {
  value: string | number;
  label: string;
}

/** A collapsible group of the filter: the field it sets and its options. */
export interface FilterGroup {
  field: ChoiceField;
  options: FilterOption[];
}

type Titled = { id: number; title_az: string; title_en: string };
const titled = (rows: Titled[], locale: Locale): FilterOption[] =>
  rows.map((r) => ({ value: r.id, label: locale === 'en' ? r.title_en : r.title_az }));

/**
 * The groups the filter shows for a state: the type always; opinion scope and
 * budget stage for opinions; audit type, area and geography for audits; the
 * year for activity reports (SPEC §2).
 */
export async function filterGroups(query: FilterQuery, locale: Locale): Promise<FilterGroup[]> {
  const { types } = await read('types', {});
  const typeOptions = FILTER_TYPES.flatMap((short) => {
    const type = types.find((t) => t.short_title === short);
    return type ? [{ value: short, label: locale === 'en' ? type.title_en : type.title_az }] : [];
  });
  const groups: FilterGroup[] = [{ field: 'type', options: typeOptions }];
  if (query.type === 'rey') {
    const [nov, merhele] = await Promise.all([read('reyNov', {}), read('reyMerhele', {})]);
    groups.push({ field: 'rey_nov', options: titled(nov.rey_novleri, locale) });
    groups.push({ field: 'rey_merhele', options: titled(merhele.rey_merheleleri, locale) });
  } else if (query.type === 'audit') {
    const [nov, sahe, geo] = await Promise.all([
      read('auditNov', {}),
      read('auditSahe', {}),
      read('cografiya', {}),
    ]);
    groups.push({ field: 'audit_nov', options: titled(nov.audit_novleri, locale) });
    groups.push({ field: 'audit_sahe', options: titled(sahe.audit_saheleri, locale) });
    groups.push({ field: 'cografiya', options: titled(geo.cografiyalar, locale) });
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
