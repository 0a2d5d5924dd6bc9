import { and, asc, count, desc, eq, max, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@/lib/contract/calls';
import type { Language } from '@/lib/contract/primitives';
import { getDb } from '@/lib/db/client';
import {
  tovsiyyeNovler,
  tovsiyyeQurumlar,
  tovsiyyeStatuslar,
  tovsiyyeTarixce,
  tovsiyyeler,
} from '@/lib/db/schema';
import { localizeName, type WithColumns } from './localize';

type Filter = CallRequest<'tovsiyyePageCount'>;
type OptionTable = WithColumns<'id' | 'nameAz' | 'nameEn' | 'orderNum'>;

function filters(req: Filter): SQL[] {
  const where: SQL[] = [];
  if (req.il) where.push(eq(tovsiyyeler.il, req.il));
  if (req.qurum) where.push(eq(tovsiyyeler.qurumId, req.qurum));
  if (req.nov) where.push(eq(tovsiyyeler.novId, req.nov));
  if (req.status) where.push(eq(tovsiyyeler.statusId, req.status));
  return where;
}

/** How many pages the filtered recommendations fill, and the date the data is as of. */
export async function selectRecommendationPageCount(req: Filter) {
  const db = await getDb();
  const [row] = await db
    .select({ total: count(), maxDate: max(tovsiyyeler.updatedOn) })
    .from(tovsiyyeler)
    .where(and(...filters(req)));
  return { page_count: Math.ceil((row?.total ?? 0) / req.limit), max_date: row?.maxDate ?? null };
}

/** One page of the filtered recommendations. */
export async function selectRecommendations(req: CallRequest<'tovsiyyeler'>) {
  const rows = await rowsWhere(filters(req), req.limit, (req.page - 1) * req.limit);
  return rows.map((r) => localizeRow(r, req.language));
}

/**
 * One recommendation with its history, oldest first ([] when the id is unknown). A row
 * stored before the history was kept has none: its current status since its updated_on.
 */
export async function selectRecommendation(req: CallRequest<'tovsiyye'>) {
  const [row] = await rowsWhere([eq(tovsiyyeler.id, req.id)], 1, 0);
  if (!row) return [];
  const db = await getDb();
  const steps = await db
    .select({
      since: tovsiyyeTarixce.since,
      az: tovsiyyeStatuslar.nameAz,
      en: tovsiyyeStatuslar.nameEn,
    })
    .from(tovsiyyeTarixce)
    .innerJoin(tovsiyyeStatuslar, eq(tovsiyyeTarixce.statusId, tovsiyyeStatuslar.id))
    .where(eq(tovsiyyeTarixce.tovsiyyeId, req.id))
    .orderBy(asc(tovsiyyeTarixce.since), asc(tovsiyyeTarixce.id));
  const current = localizeRow(row, req.language);
  const history = steps.length
    ? steps.map((s) => ({ status_name: localizeName(s.az, s.en, req.language), since: s.since }))
    : [{ status_name: current.status_name, since: row.updatedOn }];
  return [{ ...current, history }];
}

function rowsWhere(where: SQL[], limit: number, offset: number) {
  return getDb().then((db) =>
    db
      .select({
        id: tovsiyyeler.id,
        il: tovsiyyeler.il,
        qurumAz: tovsiyyeQurumlar.nameAz,
        qurumEn: tovsiyyeQurumlar.nameEn,
        novAz: tovsiyyeNovler.nameAz,
        novEn: tovsiyyeNovler.nameEn,
        statusAz: tovsiyyeStatuslar.nameAz,
        statusEn: tovsiyyeStatuslar.nameEn,
        movzuAz: tovsiyyeler.movzuAz,
        movzuEn: tovsiyyeler.movzuEn,
        metnAz: tovsiyyeler.metnAz,
        metnEn: tovsiyyeler.metnEn,
        updatedOn: tovsiyyeler.updatedOn,
      })
      .from(tovsiyyeler)
      .innerJoin(tovsiyyeQurumlar, eq(tovsiyyeler.qurumId, tovsiyyeQurumlar.id))
      .innerJoin(tovsiyyeNovler, eq(tovsiyyeler.novId, tovsiyyeNovler.id))
      .innerJoin(tovsiyyeStatuslar, eq(tovsiyyeler.statusId, tovsiyyeStatuslar.id))
      .where(and(...where))
      .orderBy(asc(tovsiyyeler.id))
      .limit(limit)
      .offset(offset),
  );
}

type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

function localizeRow(r: Row, lang: Language) {
  return {
    id: r.id,
    il: r.il,
    qurum_name: localizeName(r.qurumAz, r.qurumEn, lang),
    nov_name: localizeName(r.novAz, r.novEn, lang),
    movzu: localizeName(r.movzuAz, r.movzuEn, lang),
    metn: localizeName(r.metnAz, r.metnEn, lang),
    status_name: localizeName(r.statusAz, r.statusEn, lang),
  };
}

/** The years that have recommendations, latest first. */
export async function selectRecommendationYears() {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ il: tovsiyyeler.il })
    .from(tovsiyyeler)
    .orderBy(desc(tovsiyyeler.il));
  return rows.map((r) => r.il);
}

/** The options of a named-option table (filters and form selects), in display order. */
export async function selectOptions(table: OptionTable, lang: Language) {
  const db = await getDb();
  // drizzle types a select over a union of tables as unknown columns; each of them has these.
  const rows = (await db
    .select({ id: table.id, nameAz: table.nameAz, nameEn: table.nameEn })
    .from(table)
    .orderBy(asc(table.orderNum), asc(table.id))) as Array<{
    id: number;
    nameAz: string;
    nameEn: string;
  }>;
  return rows.map((r) => ({ id: r.id, name: localizeName(r.nameAz, r.nameEn, lang) }));
}
