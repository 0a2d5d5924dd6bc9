import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Publication } from '@/lib/contract/entities';
import { ITEM_ROUTES, type ItemKind } from '@/lib/site/routes';
import { read } from './cache';

/** A positive whole number as an id, or null (the page then answers 404). */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** A publication as item pages use it (elan and layihe add fields the page does not need). */
export type PublicationItem = Publication;

/**
 * One publication by id in a language, or null when the id is malformed or
 * the lookup does not return exactly one item (SPEC §8); shared by a page,
 * its metadata and its preview image.
 */
export const findPublication = cache(
  async (kind: ItemKind, locale: Locale, rawId: string): Promise<PublicationItem | null> => {
    const id = parseId(rawId);
    if (id === null) return null;
    const call = ITEM_ROUTES[kind].call;
    const reply = (await read(call, { id, language: locale })) as unknown as Record<
      string,
      PublicationItem[]
    >;
    const items = reply[call] ?? [];
    return items.length === 1 ? items[0]! : null;
  },
);
