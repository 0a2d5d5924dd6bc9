import { eq } from 'drizzle-orm';
import type { Language } from '@/lib/core/contract/primitives';
import { getDb } from '@/lib/core/db/client';
import { dercler, types } from '@/lib/core/db/schema';
import { localizeDoc } from './localize';

/**
 * The record a recommendation came from, as its page links to it (id, title in the asked
 * language, type short title); null when the recommendation names none.
 */
export async function selectRecordRef(dercId: number | null, lang: Language) {
  if (dercId === null) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: dercler.id,
      titleAz: dercler.titleAz,
      titleEn: dercler.titleEn,
      typeShortTitle: types.shortTitle,
    })
    .from(dercler)
    .innerJoin(types, eq(dercler.typeId, types.id))
    .where(eq(dercler.id, dercId));
  if (!row) return null;
  const { title, language } = localizeDoc(row, lang);
  return { id: row.id, title, type_short_title: row.typeShortTitle, language };
}
