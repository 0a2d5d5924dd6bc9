import { and, asc, desc, eq, isNull, isNotNull, type SQL } from 'drizzle-orm';
import type { CallRequest, LegalList } from '@/lib/core/contract/calls';
import { getDb } from '@/lib/core/db/client';
import { budceXulasesi, infoqrafikler, qanunlar, videolar } from '@/lib/core/db/schema';
import { localizeName, ordered } from './localize';

/** One of the six legal-document lists, by order_num ascending unless asked otherwise. */
export async function selectLegal(list: LegalList, req: CallRequest<'qanunlar'>) {
  const db = await getDb();
  const sortColumn = req.column === 'id' ? qanunlar.id : qanunlar.orderNum;
  const rows = await db
    .select()
    .from(qanunlar)
    .where(eq(qanunlar.list, list))
    .orderBy(...ordered(sortColumn, qanunlar.id, req.order));
  return rows.map((r) => ({
    id: r.id,
    title: localizeName(r.titleAz, r.titleEn, req.language),
    link: r.link,
    file: r.file,
    file_size: r.fileSize,
    order_num: r.orderNum,
  }));
}

/** Budget summaries (rey) or report summaries (hesabat). */
export async function selectSummaries(req: CallRequest<'budceXulasesi'>) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(budceXulasesi)
    .where(eq(budceXulasesi.type, req.type))
    .orderBy(asc(budceXulasesi.orderNum), asc(budceXulasesi.id))
    .limit(req.limit);
  return rows.map((r) => ({
    id: r.id,
    title: localizeName(r.titleAz, r.titleEn, req.language),
    photo: r.photo,
    file: r.file,
  }));
}

/** Videos and groups at the top level, or the videos of one group; id descending by default. */
export async function selectVideos(req: CallRequest<'videolar'>) {
  const db = await getDb();
  const where: SQL[] = [req.parent ? eq(videolar.parentId, req.parent) : isNull(videolar.parentId)];
  if (req.language === 'en') where.push(isNotNull(videolar.titleEn));
  const rows = await db
    .select()
    .from(videolar)
    .where(and(...where))
    .orderBy(req.order === 'asc' ? asc(videolar.id) : desc(videolar.id))
    .limit(req.limit)
    .offset(req.from);
  return rows.map((r) => ({
    id: r.id,
    title: localizeName(r.titleAz, r.titleEn, req.language),
    link: r.link,
    photo: r.photo,
    size: r.size,
    parent: r.parentId ?? 0,
  }));
}

/** The years that have infographics, latest first. */
export async function selectInfographicYears() {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ year: infoqrafikler.year })
    .from(infoqrafikler)
    .orderBy(desc(infoqrafikler.year));
  return rows.map((r) => r.year);
}

/** The infographics of one year. */
export async function selectInfographics(req: CallRequest<'infoqrafikler'>) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(infoqrafikler)
    .where(eq(infoqrafikler.year, req.year))
    .orderBy(asc(infoqrafikler.orderNum), asc(infoqrafikler.id));
  return rows.map((r) => ({
    id: r.id,
    title: localizeName(r.titleAz, r.titleEn, req.language),
    photo: r.photo,
    file: r.file,
  }));
}
