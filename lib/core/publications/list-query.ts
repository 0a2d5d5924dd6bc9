import { z } from 'zod';
import { keysOf } from '@/lib/core/contract/keys';

import type { Locale } from '@/i18n/routing';
import { parseWindow, type ListWindow } from '@/lib/core/site/list-window';

/** docs/contract.md §9: publication lists grow by 12. */
export const PUBLICATION_PAGE_SIZE = 12;

/** Announcement sections; only procurement ('satinalma') has subsections. */
export const ELAN_SECTIONS = {
  satinalma: ['tender', 'kotirovka', 'netice'],
  vakansiya: [],
  tedbir: [],
} as const satisfies Record<string, readonly string[]>;

type ElanSection = keyof typeof ELAN_SECTIONS;
type ElanSubsection = (typeof ELAN_SECTIONS)['satinalma'][number];

type Raw = string | string[] | undefined;
export type SearchParams = Record<string, Raw>;

const first = (raw: Raw) => (Array.isArray(raw) ? raw[0] : raw);

export interface ListQuery {
  window: ListWindow;
  /** elanlar: the chosen section and (satinalma only) subsection. */
  section?: ElanSection;
  subsection?: ElanSubsection;
  /** layiheler: the chosen category; absent or 0 shows the category chooser. */
  category?: number;
}

/**
 * A list's filters in its address (its page, feed and data download): each one that makes no
 * sense means no filter, never an error. One definition for parseListQuery and the OpenAPI
 * description of the feeds and downloads.
 */
export const listFilterFields = z.object({
  section: z
    .enum(keysOf(ELAN_SECTIONS))
    .optional()
    .catch(undefined)
    .describe('elanlar: the section'),
  subsection: z
    .enum(ELAN_SECTIONS.satinalma)
    .optional()
    .catch(undefined)
    .describe('elanlar with section=satinalma: the subsection'),
  cat: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number)
    .optional()
    .catch(undefined)
    .describe('layiheler: the category’s id (GET /api/layiheler/categories)'),
});

/** A list page's query; values that make no sense mean no filter (never an error). */
export function parseListQuery(params: SearchParams): ListQuery {
  const fields = listFilterFields.shape;
  const chosen = fields.section.parse(first(params.section));
  return {
    window: parseWindow(params, PUBLICATION_PAGE_SIZE),
    section: chosen,
    subsection:
      chosen === 'satinalma' ? fields.subsection.parse(first(params.subsection)) : undefined,
    category: fields.cat.parse(first(params.cat)),
  };
}

/** The query string of a list (filters first, then the window), '' when empty. */
export function listSearch(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/** A list's call fields besides its window (limit, from). */
export type ListCallInput = {
  language: Locale;
  section?: string;
  subsection?: string;
  category?: number;
};

/** The fields of a list call for a language and the list's filters, without the window. */
export function listCallInput(locale: Locale, query: ListQuery): ListCallInput {
  const input: ListCallInput = { language: locale };
  if (query.section) input.section = query.section;
  if (query.subsection) input.subsection = query.subsection;
  if (query.category) input.category = query.category;
  return input;
}
