import { eq } from 'drizzle-orm';
import { calls } from '@/lib/core/contract/calls';
import { PLAIN_KINDS } from '@/lib/core/contract/kind-table';
import { isItemKind, ITEM_ROUTES, type ItemKind } from '@/lib/core/contract/kinds';
import { fromKeys } from '@/lib/core/contract/keys';
import type { Db } from '@/lib/core/db/client';
import { dercler, elanlar, layiheler, PLAIN_PUBLICATION_TABLES } from '@/lib/core/db/schema';

/** The site's tables of each content kind that has items in two languages (the report's kinds but pages). */
export const KIND_TABLES = {
  ...fromKeys(PLAIN_KINDS, (kind) => PLAIN_PUBLICATION_TABLES[ITEM_ROUTES[kind].call]),
  elan: elanlar,
  layihe: layiheler,
  derc: dercler,
} satisfies Record<ItemKind | 'derc', unknown>;

export type PendingKind = keyof typeof KIND_TABLES;

export const isPendingKind = (v: string): v is PendingKind => Object.hasOwn(KIND_TABLES, v);

/** The cache tag of a kind's reads, refreshed after a change. */
export function pendingTag(kind: PendingKind): string {
  const call = isItemKind(kind) ? ITEM_ROUTES[kind].call : 'dercler';
  const cache = calls[call].cache;
  return cache ? cache.tag : call;
}

/**
 * Marks an untranslated item's English version as expected by `due` (YYYY-MM-DD), or clears
 * it (null): the /en page then says "English version expected by …" (docs/languages.md).
 * Refused for an item that does not exist or is translated already.
 */
export async function setTranslationDue(
  db: Db,
  kind: PendingKind,
  id: number,
  due: string | null,
): Promise<'set' | 'cleared' | 'not-found' | 'translated'> {
  const table = KIND_TABLES[kind];
  const [row] = await db.select({ titleEn: table.titleEn }).from(table).where(eq(table.id, id));
  if (!row) return 'not-found';
  if (row.titleEn !== null && due !== null) return 'translated';
  await db.update(table).set({ translationDue: due }).where(eq(table.id, id));
  return due === null ? 'cleared' : 'set';
}
