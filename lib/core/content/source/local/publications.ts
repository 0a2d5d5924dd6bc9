import { and, eq, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@/lib/core/contract/calls';
import { getDb } from '@/lib/core/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { elanlar, layiheCategories, layiheler } from '@/lib/core/db/schema';
import { localizeDoc, ordered, type WithColumns } from './localize';

/** Any of the publication tables: they share these columns. */
type DocTable = WithColumns<
  'id' | 'titleAz' | 'titleEn' | 'textAz' | 'textEn' | 'date' | 'photo' | 'translationDue'
>;

/** A publication row in the asked language, plus any extra columns selected. */
export type LocalDoc = {
  id: number;
  title: string;
  text: string;
  date: string;
  photo: string | null;
  language: 'az' | 'en';
} & Record<string, unknown>;
type PublicationRequest = CallRequest<'xeberler'>;

const docColumns = (t: DocTable) => ({
  id: t.id,
  titleAz: t.titleAz,
  titleEn: t.titleEn,
  textAz: t.textAz,
  textEn: t.textEn,
  date: t.date,
  photo: t.photo,
  translationDue: t.translationDue,
});

interface DocRow extends Record<string, unknown> {
  titleAz: string;
  titleEn: string | null;
  textAz: string;
  textEn: string | null;
  translationDue: string | null;
}

/**
 * One page of a publication list, newest first by default, or one item by id.
 * An item without an English translation is in English lists and found by id
 * all the same, in Azerbaijani and marked so (language 'az'; docs/languages.md).
 */
export async function selectDocs(
  table: DocTable,
  req: PublicationRequest,
  opts: { where?: SQL[]; extra?: Record<string, AnyPgColumn> } = {},
): Promise<LocalDoc[]> {
  const db = await getDb();
  const where = req.id ? [eq(table.id, req.id)] : (opts.where ?? []);
  const sortColumn = req.column === 'id' ? table.id : table.date;
  const rows = await db
    .select({ ...docColumns(table), ...(opts.extra ?? {}) })
    .from(table)
    .where(and(...where))
    .orderBy(...ordered(sortColumn, table.id, req.order))
    .limit(req.id ? 1 : req.limit)
    .offset(req.id ? 0 : req.from);
  return rows.map((row) => {
    // Casts: drizzle types a select over a union of tables as unknown columns; each has these.
    const { titleAz, titleEn, textAz, textEn, translationDue, ...rest } = row as DocRow;
    return {
      ...rest,
      ...localizeDoc({ titleAz, titleEn, textAz, textEn, translationDue }, req.language),
    } as LocalDoc;
  });
}

/** Announcements, filtered by section and, within procurement, subsection. */
export async function selectElanlar(req: CallRequest<'elanlar'>) {
  const where: SQL[] = [];
  if (req.section) where.push(eq(elanlar.section, req.section));
  if (req.section === 'satinalma' && req.subsection)
    where.push(eq(elanlar.subsection, req.subsection));
  return selectDocs(elanlar, req, {
    where,
    extra: { section: elanlar.section, subsection: elanlar.subsection },
  });
}

/** Projects, optionally of one category. */
export async function selectLayiheler(req: CallRequest<'layiheler'>) {
  const where = req.category ? [eq(layiheler.categoryId, req.category)] : [];
  return selectDocs(layiheler, req, {
    where,
    extra: { category: layiheler.categoryId },
  });
}

/** Project categories in their display order. */
export async function selectLayiheCategories() {
  const db = await getDb();
  return db
    .select({
      id: layiheCategories.id,
      image: layiheCategories.image,
      name_az: layiheCategories.nameAz,
      name_en: layiheCategories.nameEn,
    })
    .from(layiheCategories)
    .orderBy(layiheCategories.orderNum, layiheCategories.id);
}
