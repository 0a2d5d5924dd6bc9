import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@/lib/core/contract/calls';
import type { Language } from '@/lib/core/contract/primitives';
import { getDb } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import {
  tovsiyyeNovler,
  tovsiyyeQurumlar,
  tovsiyyeStatuslar,
  tovsiyyeTarixce,
  tovsiyyeler,
} from '@/lib/core/db/schema';
import { localizeName, type WithColumns } from './localize';
import { selectRecordRef } from './record-ref';

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

/** The most recommendations a record's page lists (an audit makes tens at most). */
const RECORD_RECOMMENDATIONS_MAX = 500;

/** The recommendations that came from one record, in the tracker's order ([] when none). */
export async function selectRecordRecommendations(req: CallRequest<'dercTovsiyyeleri'>) {
  const rows = await rowsWhere([eq(tovsiyyeler.dercId, req.derc)], RECORD_RECOMMENDATIONS_MAX, 0);
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
      id: tovsiyyeTarixce.id,
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
    ? steps.map((s) => ({
        id: s.id,
        status_name: localizeName(s.az, s.en, req.language),
        since: s.since,
      }))
    : [{ id: null, status_name: current.status_name, since: row.updatedOn }];
  const derc = await selectRecordRef(row.dercId, req.language);
  return [{ ...current, history, history_observed: false, derc }];
}

/**
 * Status changes, newest first: each history entry with the status before it (null for a
 * recommendation's first entry: it was new), for the tracker's filters (status: the status
 * entered) or for one recommendation; a page of `limit` (the order is total: pages never
 * overlap).
 */
export async function selectRecommendationChanges(req: CallRequest<'tovsiyyeDeyisiklikleri'>) {
  const db = await getDb();
  const where = [sql`true`];
  if (req.tovsiyye) where.push(sql`t.id = ${req.tovsiyye}`);
  if (req.il) where.push(sql`t.il = ${req.il}`);
  if (req.qurum) where.push(sql`t.qurum_id = ${req.qurum}`);
  if (req.nov) where.push(sql`t.nov_id = ${req.nov}`);
  if (req.status) where.push(sql`h.status_id = ${req.status}`);
  const rows = await rowsOf<{
    id: number;
    tovsiyye_id: number;
    since: string;
    movzu_az: string;
    movzu_en: string | null;
    qurum_az: string;
    qurum_en: string | null;
    from_az: string | null;
    from_en: string | null;
    to_az: string;
    to_en: string | null;
  }>(
    db,
    sql`
    with h as (
      select id, tovsiyye_id, status_id, since::text as since,
        lag(status_id) over (partition by tovsiyye_id order by since, id) as from_id
      from tovsiyye_tarixce)
    select h.id, h.tovsiyye_id, h.since, t.movzu_az, t.movzu_en,
      q.name_az as qurum_az, q.name_en as qurum_en,
      f.name_az as from_az, f.name_en as from_en, s.name_az as to_az, s.name_en as to_en
    from h
    join tovsiyyeler t on t.id = h.tovsiyye_id
    join tovsiyye_qurumlar q on q.id = t.qurum_id
    join tovsiyye_statuslar s on s.id = h.status_id
    left join tovsiyye_statuslar f on f.id = h.from_id
    where ${sql.join(where, sql` and `)}
    order by h.since desc, h.id desc
    limit ${req.limit} offset ${(req.page - 1) * req.limit}`,
  );
  const lang = req.language;
  return rows.map((r) => ({
    id: r.id,
    tovsiyye_id: r.tovsiyye_id,
    movzu: localizeName(r.movzu_az, r.movzu_en, lang),
    qurum_name: localizeName(r.qurum_az, r.qurum_en, lang),
    from_status_name: r.from_az === null ? null : localizeName(r.from_az, r.from_en, lang),
    status_name: localizeName(r.to_az, r.to_en, lang),
    since: r.since,
  }));
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
        dercId: tovsiyyeler.dercId,
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
    // Untranslated: shown in Azerbaijani and marked so, as publications are (./localize.ts).
    language: lang === 'en' && r.movzuEn ? ('en' as const) : ('az' as const),
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
