import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Publication } from '@/lib/core/contract/entities';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import { readPublications, type ItemKind, type KindFilters } from '@/lib/core/contract/kinds';
import { allPages } from './all-pages';
import { read } from './cache';

/** A positive whole number as an id, or null (the page then answers 404). */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** What a publication list asks: a window, and the section or category filters of its kind. */
export interface PublicationListInput {
  language: Locale;
  limit: number;
  from: number;
  /** announcements only */
  section?: string;
  subsection?: string;
  /** projects only */
  category?: number;
}

type Input = {
  language: Locale;
  limit?: number;
  from?: number;
  column?: 'date' | 'id';
  order?: 'asc' | 'desc';
  id?: number;
};

/** One §7 read of a kind's call, through the page cache. */
function readKind(kind: ItemKind, input: Input, filters: KindFilters = {}): Promise<Publication[]> {
  return readPublications(read, kind, input, filters);
}

/** A window of a publication list (news, speeches, ..., projects), newest first. */
export async function getPublicationList(
  kind: ItemKind,
  input: PublicationListInput,
): Promise<Publication[]> {
  const { section, subsection, category, ...rest } = input;
  return readKind(kind, rest, { section, subsection, category });
}

/** The latest item of a kind, or none (the home page's "What's new"). */
export async function getLatestPublication(
  kind: ItemKind,
  locale: Locale,
): Promise<Publication | null> {
  return (await readKind(kind, { language: locale, limit: 1 }))[0] ?? null;
}

/**
 * One publication by id in a language, or null when the id is malformed or
 * the lookup does not return exactly one item (docs/contract.md §8); shared by a page,
 * its metadata and its preview image.
 */
export const getPublicationItem = cache(
  async (kind: ItemKind, locale: Locale, rawId: string): Promise<Publication | null> => {
    const id = parseId(rawId);
    if (id === null) return null;
    const items = await readKind(kind, { id, language: locale });
    return items.length === 1 ? items[0]! : null;
  },
);

/**
 * Every item of a kind in a language, oldest id first, paging by the largest
 * page the API allows (the sitemap).
 */
export function getAllPublications(kind: ItemKind, language: Locale): Promise<Publication[]> {
  return allPages((from) =>
    readKind(kind, { language, limit: MAX_LIMIT, from, column: 'id', order: 'asc' }),
  );
}
