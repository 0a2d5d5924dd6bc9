import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CallRequest } from '@/lib/core/contract/calls';
import { getDb } from '@/lib/core/db/client';
import {
  auditNov,
  auditSahe,
  cografiya,
  dercler,
  fealiyyetNov,
  reyMerhele,
  reyNov,
  types,
} from '@/lib/core/db/schema';
import { foldAz, searchWords } from '@/lib/core/search/fold';
import { matchesWords, localizeDoc, localizeName, ordered, type WithColumns } from './localize';

type Lookup = WithColumns<'id' | 'titleAz' | 'titleEn'>;

const title = (lookup: Lookup) => ({
  az: sql<string | null>`${lookup.titleAz}`,
  en: sql<string | null>`${lookup.titleEn}`,
});

function filters(req: CallRequest<'dercler'>): SQL[] {
  const where: SQL[] = [];
  if (req.id) {
    where.push(eq(dercler.id, req.id));
    if (req.type_short_title) where.push(eq(types.shortTitle, req.type_short_title));
    return where;
  }
  if (req.type) {
    // By id, so the (type_id, date) index serves the filter.
    const typeId = /^\d+$/.test(req.type)
      ? sql`${Number(req.type)}`
      : sql`(select ${types.id} from ${types} where ${types.shortTitle} = ${req.type})`;
    where.push(sql`${dercler.typeId} = ${typeId}`);
  }
  if (req.exclude_type) where.push(ne(dercler.typeId, req.exclude_type));
  const words = req.search ? searchWords(foldAz(req.search)) : [];
  if (words.length)
    where.push(matchesWords(req.language === 'en' ? dercler.wordsEn : dercler.wordsAz, words));
  const byId: Array<[number | undefined, AnyPgColumn]> = [
    [req.audit_nov, dercler.auditNovId],
    [req.audit_sahe, dercler.auditSaheId],
    [req.cografiya, dercler.cografiyaId],
    [req.rey_nov, dercler.reyNovId],
    [req.rey_merhele, dercler.reyMerheleId],
    [req.fealiyyet_nov, dercler.fealiyyetNovId],
  ];
  for (const [value, column] of byId) if (value) where.push(eq(column, value));
  if (req.il) where.push(eq(dercler.il, req.il));
  return where;
}

/** Records with their type and badge titles: latest, one by id, or filtered (the archive). */
export async function selectDercler(req: CallRequest<'dercler'>) {
  const db = await getDb();
  const sortColumn =
    req.column === 'id' ? dercler.id : req.column === 'il' ? dercler.il : dercler.date;
  const rows = await db
    .select({
      id: dercler.id,
      titleAz: dercler.titleAz,
      titleEn: dercler.titleEn,
      textAz: dercler.textAz,
      textEn: dercler.textEn,
      date: dercler.date,
      photo: dercler.photo,
      translationDue: dercler.translationDue,
      type: dercler.typeId,
      typeShortTitle: types.shortTitle,
      typeAz: types.titleAz,
      typeEn: types.titleEn,
      audit_nov: dercler.auditNovId,
      audit_sahe: dercler.auditSaheId,
      rey_nov: dercler.reyNovId,
      rey_merhele: dercler.reyMerheleId,
      fealiyyet_nov: dercler.fealiyyetNovId,
      cografiya: dercler.cografiyaId,
      il: dercler.il,
      auditNovTitle: title(auditNov),
      auditSaheTitle: title(auditSahe),
      reyNovTitle: title(reyNov),
      reyMerheleTitle: title(reyMerhele),
      fealiyyetNovTitle: title(fealiyyetNov),
      cografiyaTitle: title(cografiya),
    })
    .from(dercler)
    .innerJoin(types, eq(dercler.typeId, types.id))
    .leftJoin(auditNov, eq(dercler.auditNovId, auditNov.id))
    .leftJoin(auditSahe, eq(dercler.auditSaheId, auditSahe.id))
    .leftJoin(reyNov, eq(dercler.reyNovId, reyNov.id))
    .leftJoin(reyMerhele, eq(dercler.reyMerheleId, reyMerhele.id))
    .leftJoin(fealiyyetNov, eq(dercler.fealiyyetNovId, fealiyyetNov.id))
    .leftJoin(cografiya, eq(dercler.cografiyaId, cografiya.id))
    .where(and(...filters(req)))
    .orderBy(...ordered(sortColumn, dercler.id, req.order))
    .limit(req.id ? 1 : req.limit)
    .offset(req.id ? 0 : req.from);

  const lang = req.language;
  const badge = (t: { az: string | null; en: string | null } | null) =>
    t?.az ? localizeName(t.az, t.en, lang) : null;
  return rows.map((r) => ({
    id: r.id,
    ...localizeDoc(r, lang),
    date: r.date,
    photo: r.photo,
    type: r.type,
    type_short_title: r.typeShortTitle,
    type_title: localizeName(r.typeAz, r.typeEn, lang),
    audit_nov: r.audit_nov,
    audit_nov_title: badge(r.auditNovTitle),
    audit_sahe: r.audit_sahe,
    audit_sahe_title: badge(r.auditSaheTitle),
    rey_nov: r.rey_nov,
    rey_nov_title: badge(r.reyNovTitle),
    rey_merhele: r.rey_merhele,
    rey_merhele_title: badge(r.reyMerheleTitle),
    fealiyyet_nov: r.fealiyyet_nov,
    fealiyyet_nov_title: badge(r.fealiyyetNovTitle),
    cografiya: r.cografiya,
    cografiya_title: badge(r.cografiyaTitle),
    il: r.il,
    il_title: r.il === null ? null : String(r.il),
  }));
}

/**
 * How many records a list request matches (the filter's "N results"), or
 * null for a lookup by id, which has no list to count, and for the home
 * slider's `exclude_type`, which a remote source cannot count (it drops the
 * type itself) and which needs no count.
 */
export async function countDercler(req: CallRequest<'dercler'>): Promise<number | null> {
  if (req.id || req.exclude_type !== undefined) return null;
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dercler)
    .innerJoin(types, eq(dercler.typeId, types.id))
    .where(and(...filters(req)));
  return row?.n ?? 0;
}

/** Record types in id order. */
export async function selectTypes() {
  const db = await getDb();
  return db
    .select({
      id: types.id,
      short_title: types.shortTitle,
      title_az: types.titleAz,
      title_en: types.titleEn,
    })
    .from(types)
    .orderBy(types.id);
}

/** One badge lookup table in id order. */
export async function selectTitled(table: Lookup) {
  const db = await getDb();
  const rows = await db
    .select({ id: table.id, title_az: table.titleAz, title_en: table.titleEn })
    .from(table)
    .orderBy(table.id);
  // drizzle types a select over a union of tables as unknown columns; each of them has these.
  return rows as Array<{ id: number; title_az: string; title_en: string }>;
}
