import { z } from 'zod';
import { entriesOf } from '@/lib/core/contract/keys';

/**
 * The archive filter's state as it lives in the URL (/filter?type=audit&audit_nov=2&limit=15):
 * parsed leniently (nonsense falls back to no filter or the default, never an error),
 * written canonically, and changed one choice at a time.
 */

/** The record types the filter knows, by their short titles. */
export const FILTER_TYPES = ['audit', 'rey', 'fealiyyet-hesabati'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/**
 * The page's name (Routes.<key>) with a type chosen: the menu's name for that list, so the
 * menu, the h1 and the title say the same ("Audit reports"); "Archive" without a type.
 */
export function filterTitleKey(type: FilterType | undefined) {
  if (type === 'audit') return 'filterAudit' as const;
  if (type === 'rey') return 'filterRey' as const;
  if (type === 'fealiyyet-hesabati') return 'filterActivity' as const;
  return 'filter' as const;
}

/** Page sizes of the filter (docs/contract.md §9) and the default. */
export const PAGE_SIZES = [5, 10, 15, 20, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The oldest year the year group offers (docs/contract.md §9: current year back to 2013). */
const FIRST_YEAR = 2013;

/** The id-valued choices, and the type whose group shows each. */
const ID_FIELDS = {
  audit_nov: 'audit',
  audit_sahe: 'audit',
  cografiya: 'audit',
  rey_nov: 'rey',
  rey_merhele: 'rey',
  fealiyyet_nov: 'fealiyyet-hesabati',
} as const satisfies Record<string, FilterType>;
type IdField = keyof typeof ID_FIELDS;

/** Every choice that toggles: the type, an id field, or the year. */
export type ChoiceField = 'type' | IdField | 'il';

export interface FilterQuery {
  type?: FilterType;
  audit_nov?: number;
  audit_sahe?: number;
  cografiya?: number;
  rey_nov?: number;
  rey_merhele?: number;
  fealiyyet_nov?: number;
  il?: number;
  limit: number;
  search?: string;
}

/** The longest search text the API accepts. */
const SEARCH_MAX = 200;

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: RawParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A choice's id in the address: digits of a positive 32-bit number, else no choice. */
const positiveId = (description: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647))
    .optional()
    .catch(undefined)
    .describe(description);

/**
 * The filter's fields in its address (its page, feed and data download), each read alone:
 * nonsense is no choice, never an error. Which of them count depends on the type
 * (parseFilterQuery). One definition for parseFilterQuery and the OpenAPI description.
 */
export const filterQueryFields = z.object({
  type: z.enum(FILTER_TYPES).optional().catch(undefined).describe('The record type'),
  audit_nov: positiveId('type=audit: the kind of audit (POST /api/audit-nov/get-all)'),
  audit_sahe: positiveId('type=audit: the area (POST /api/audit-sahe/get-all)'),
  cografiya: positiveId('type=audit: the geography (POST /api/cografiya/get-all)'),
  rey_nov: positiveId('type=rey: the kind of opinion (POST /api/rey-nov/get-all)'),
  rey_merhele: positiveId('type=rey: the stage (POST /api/rey-merhele/get-all)'),
  fealiyyet_nov: positiveId('type=fealiyyet-hesabati: the kind (POST /api/fealiyyet-nov/get-all)'),
  il: positiveId(`type=fealiyyet-hesabati: the year, ${FIRST_YEAR} to this year`),
  limit: z.coerce
    .number()
    .refine((n) => PAGE_SIZES.some((s) => s === n))
    .optional()
    .catch(undefined)
    .describe(`The page size: ${PAGE_SIZES.join(', ')}`),
  search: z
    .string()
    .transform((text) => text.trim().slice(0, SEARCH_MAX).trim())
    .optional()
    .catch(undefined)
    .describe(`Words of the title, at most ${SEARCH_MAX} characters`),
});

/** The years the year group offers, newest first. */
export function filterYears(currentYear = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= FIRST_YEAR; y--) years.push(y);
  return years;
}

/**
 * The filter state of a query string. Unknown types, malformed ids, page sizes
 * outside PAGE_SIZES and years outside FIRST_YEAR..currentYear are dropped;
 * choices of another type's group are dropped too (their group is not shown).
 */
export function parseFilterQuery(
  params: RawParams,
  currentYear = new Date().getFullYear(),
): FilterQuery {
  const fields = filterQueryFields.shape;
  const type = fields.type.parse(first(params, 'type'));
  const query: FilterQuery = { limit: DEFAULT_PAGE_SIZE };
  if (type) query.type = type;
  for (const [field, owner] of entriesOf(ID_FIELDS)) {
    const value = fields[field].parse(first(params, field));
    if (value !== undefined && type === owner) query[field] = value;
  }
  const year = fields.il.parse(first(params, 'il'));
  if (type === 'fealiyyet-hesabati' && year && year >= FIRST_YEAR && year <= currentYear) {
    query.il = year;
  }
  const size = fields.limit.parse(first(params, 'limit'));
  if (size) query.limit = size;
  const search = fields.search.parse(first(params, 'search'));
  if (search) query.search = search;
  return query;
}

/** Every choice field, in the order the query string lists them. */
export const CHOICE_FIELDS = [
  'type',
  'audit_nov',
  'audit_sahe',
  'cografiya',
  'rey_nov',
  'rey_merhele',
  'fealiyyet_nov',
  'il',
] as const satisfies readonly ChoiceField[];

const ORDER: Array<keyof FilterQuery> = [...CHOICE_FIELDS, 'search', 'limit'];

/** The query string of a state ('' when nothing is chosen), keys in a fixed order, defaults left out. */
export function filterQueryString(query: FilterQuery): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = query[key];
    if (value === undefined || (key === 'limit' && value === DEFAULT_PAGE_SIZE)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The state after choosing `value` for `field`: choosing the chosen value
 * clears it; changing the type clears the choices of the other groups.
 */
export function toggleChoice(
  query: FilterQuery,
  field: ChoiceField,
  value: string | number,
): FilterQuery {
  if (field !== 'type') {
    const next = { ...query };
    if (next[field] === value) delete next[field];
    else next[field] = Number(value);
    return next;
  }
  const kept: FilterQuery = { limit: query.limit };
  if (query.search) kept.search = query.search;
  if (query.type !== value) kept.type = FILTER_TYPES.find((t) => t === value);
  return kept;
}

/** The fields of the dercler/get request for a state, without paging. */
export function filterRequest(query: FilterQuery): Omit<FilterQuery, 'limit'> {
  const rest: Partial<FilterQuery> = { ...query };
  delete rest.limit;
  return rest;
}
