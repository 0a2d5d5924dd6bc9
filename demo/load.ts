import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@/lib/core/db/client';
import * as t from '@/lib/core/db/schema';
import { chunks, daysBefore, docColumns, photo } from './compose';
import { legalFiles } from './files';
import { photoPlan, videoRows, type PhotoSpec } from './media/plan';
import type { Doc, MenuLink, RecordDoc, SeedContent } from './content/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PUBLIC = path.join(process.cwd(), 'public');

function fileSize(relative: string): number | null {
  try {
    return fs.statSync(path.join(PUBLIC, relative)).size;
  } catch {
    return null;
  }
}

/**
 * Copies a newest-first list `scale` times, oldest first, so that ids grow
 * with dates; `copy` tells which repetition an item belongs to.
 */
function expand<T>(items: T[], scale: number): Array<{ item: T; index: number; copy: number }> {
  const out: Array<{ item: T; index: number; copy: number }> = [];
  for (let copy = scale - 1; copy >= 0; copy--) {
    for (let index = items.length - 1; index >= 0; index--)
      out.push({ item: items[index]!, index, copy });
  }
  return out;
}

/**
 * Rows of a dated publication table: the newest is DEMO_TODAY, then every
 * `step` days back. `photos`: the list's photo plan, whose scenes the body
 * images avoid.
 */
function docRows(docs: Doc[], scale: number, step: number, photos: PhotoSpec[]) {
  return expand(docs, scale).map(({ item, index, copy }) => ({
    ...docColumns(item, index, photos[index]?.scene),
    date: daysBefore((copy * docs.length + index) * step),
    photo: photo(index),
  }));
}

async function insertAll(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: Record<string, unknown>[],
) {
  // Cast: demo rows are checked by the database itself; drizzle cannot type a table chosen at run time.
  for (const batch of chunks(rows)) if (batch.length) await tx.insert(table).values(batch as never);
}

function recordDate(record: RecordDoc, index: number): string {
  const month = String(1 + (index % 10)).padStart(2, '0');
  const day = String(1 + ((index * 3) % 14)).padStart(2, '0');
  return `${record.year}-${month}-${day}`;
}

async function insertMenu(tx: Tx, content: SeedContent) {
  for (const [i, top] of content.menu.entries()) {
    const [nav] = await tx
      .insert(t.navbar)
      .values({ titleAz: top.az, titleEn: top.en, orderNum: i + 1 })
      .returning({ id: t.navbar.id });
    const insertLinks = async (links: MenuLink[], parentId: number | null) => {
      for (const [j, link] of links.entries()) {
        const [row] = await tx
          .insert(t.navlink)
          .values({
            nav: nav!.id,
            parentId,
            link: link.link,
            nameAz: link.az,
            nameEn: link.en,
            orderNum: j + 1,
          })
          .returning({ id: t.navlink.id });
        if (link.children?.length) await insertLinks(link.children, row!.id);
      }
    };
    await insertLinks(top.links, null);
  }
}

async function insertRecords(tx: Tx, content: SeedContent, scale: number, photos: PhotoSpec[]) {
  const { lookups } = content;
  await tx.insert(t.types).values(
    lookups.types.map((ty, i) => ({
      id: i + 1,
      shortTitle: ty.shortTitle,
      titleAz: ty.az,
      titleEn: ty.en,
    })),
  );
  const titled = (names: { az: string; en: string }[]) =>
    names.map((n, i) => ({ id: i + 1, titleAz: n.az, titleEn: n.en }));
  await tx.insert(t.auditNov).values(titled(lookups.auditNov));
  await tx.insert(t.auditSahe).values(titled(lookups.auditSahe));
  await tx.insert(t.cografiya).values(titled(lookups.cografiya));
  await tx.insert(t.reyNov).values(titled(lookups.reyNov));
  await tx.insert(t.reyMerhele).values(titled(lookups.reyMerhele));
  await tx.insert(t.fealiyyetNov).values(titled(lookups.fealiyyetNov));
  const typeId = (short: string) => lookups.types.findIndex((ty) => ty.shortTitle === short) + 1;
  const rows = expand(content.records, scale).map(({ item, index }) => ({
    ...docColumns(item, index, photos[index]?.scene),
    date: recordDate(item, index),
    photo: photo(index),
    typeId: typeId(item.type),
    auditNovId: item.auditNov ?? null,
    auditSaheId: item.auditSahe ?? null,
    cografiyaId: item.cografiya ?? null,
    reyNovId: item.reyNov ?? null,
    reyMerheleId: item.reyMerhele ?? null,
    fealiyyetNovId: item.fealiyyetNov ?? null,
    il: item.year,
  }));
  await insertAll(tx, t.dercler, rows);
}

async function insertDocuments(tx: Tx, content: SeedContent) {
  const files = new Map(legalFiles(content.legal).map(({ doc, file }) => [doc, file]));
  const legalRows = Object.entries(content.legal).flatMap(([list, docs]) =>
    docs.map((d, i) => {
      const file = files.get(d) ?? null;
      return {
        list,
        titleAz: d.az,
        titleEn: d.en,
        link: d.externalUrl ?? null,
        file,
        fileSize: file ? fileSize(`files/qanunlar/${file}`) : null,
        // Stored in a shuffled order on purpose: the lists must sort by order_num.
        orderNum: ((i * 5) % docs.length) + 1,
      };
    }),
  );
  await insertAll(tx, t.qanunlar, legalRows);

  await insertAll(
    tx,
    t.budceXulasesi,
    content.budgetSummaries.map((s, i) => ({
      type: s.type,
      titleAz: s.az,
      titleEn: s.en,
      photo: photo(i),
      file: `${i + 1}.pdf`,
      orderNum: i + 1,
    })),
  );

  let infographicNo = 0;
  await insertAll(
    tx,
    t.infoqrafikler,
    content.infographics.flatMap((year) =>
      year.items.map((item, i) => ({
        year: year.year,
        titleAz: item.az,
        titleEn: item.en,
        photo: photo(infographicNo),
        file: `${++infographicNo}.pdf`,
        orderNum: i + 1,
      })),
    ),
  );

  // Every video row has a photo of its own: groups and their videos numbered in order (plan.ts videoRows).
  const videoNo = new Map(videoRows(content.videos).map((v, n) => [v, n]));
  for (const entry of content.videos) {
    const n = videoNo.get(entry)!;
    const base = { titleAz: entry.az, titleEn: entry.en, photo: photo(n), size: photo(n) };
    if ('videos' in entry) {
      const [group] = await tx
        .insert(t.videolar)
        .values({ ...base, link: null })
        .returning({ id: t.videolar.id });
      await tx.insert(t.videolar).values(
        entry.videos.map((v) => ({
          parentId: group!.id,
          titleAz: v.az,
          titleEn: v.en,
          link: v.videoId,
          photo: photo(videoNo.get(v)!),
          size: photo(videoNo.get(v)!),
        })),
      );
    } else {
      await tx.insert(t.videolar).values({ ...base, link: entry.videoId });
    }
  }
}

/**
 * The id of the audit record a demo recommendation came from (its Azerbaijani title), in the
 * same copy of the records as the recommendation's: record ids follow insertRecords' order.
 */
async function auditIds(tx: Tx, content: SeedContent, scale: number) {
  const ids = await tx.select({ id: t.dercler.id }).from(t.dercler).orderBy(t.dercler.id);
  const byPlace = new Map<string, number>();
  expand(content.records, scale).forEach(({ item, copy }, i) => {
    if (item.type === 'audit') byPlace.set(`${copy}|${item.az.title}`, ids[i]!.id);
  });
  return (title: string | undefined, copy: number) => {
    if (title === undefined) return null;
    const id = byPlace.get(`${copy}|${title}`);
    if (id === undefined) throw new Error(`demo: no audit record "${title}"`);
    return id;
  };
}

async function insertRecommendations(tx: Tx, content: SeedContent, scale: number) {
  const { recommendations: r } = content;
  const named = (names: { az: string; en: string }[]) =>
    names.map((n, i) => ({ id: i + 1, nameAz: n.az, nameEn: n.en, orderNum: i + 1 }));
  await tx.insert(t.tovsiyyeQurumlar).values(named(r.qurumlar));
  await tx.insert(t.tovsiyyeNovler).values(named(r.novler));
  await tx.insert(t.tovsiyyeStatuslar).values(named(r.statuslar));
  const auditId = await auditIds(tx, content, scale);
  const rows = expand(r.rows, scale).map(({ item, index, copy }) => ({
    il: item.year,
    qurumId: item.qurum,
    novId: item.nov,
    statusId: item.status,
    movzuAz: item.movzu.az,
    movzuEn: item.movzu.en,
    metnAz: item.metn.az,
    metnEn: item.metn.en,
    updatedOn: daysBefore(10 + (index % 30)),
    dercId: auditId(item.audit, copy),
  }));
  await insertAll(tx, t.tovsiyyeler, rows);
  // Each recommendation's statuses since it was issued (docs/tracker.md), the last one its
  // current status from its updated_on; ids follow the insertion order.
  const ids = await tx
    .select({ id: t.tovsiyyeler.id })
    .from(t.tovsiyyeler)
    .orderBy(t.tovsiyyeler.id);
  const history = rows.flatMap((row, i) =>
    statusHistory(row.statusId, row.il, row.updatedOn, i).map((step) => ({
      tovsiyyeId: ids[i]!.id,
      ...step,
    })),
  );
  // The rows' trigger recorded each one's current status; the demo history replaces that.
  await tx.delete(t.tovsiyyeTarixce);
  await insertAll(tx, t.tovsiyyeTarixce, history);

  await tx.insert(t.sosialDurumlar).values(named(content.requestOptions.socialStatuses));
  await tx.insert(t.muracietNovleri).values(named(content.requestOptions.requestTypes));
  await tx.insert(t.qurumlar).values(named(content.requestOptions.institutions));
}

/** Statuses 1 implemented, 2 partially, 3 in progress, 4 not implemented (content/recommendations.ts). */
const PATHS: Record<number, number[][]> = {
  1: [
    [3, 2, 1],
    [3, 1],
    [3, 4, 2, 1],
  ],
  2: [[3, 2], [3, 4, 2], [2]],
  3: [[3]],
  4: [[3, 4], [4], [3, 2, 4]],
};

/**
 * A plausible history for a demo recommendation: issued in its year, then one of its current
 * status's paths, the changes spread evenly up to its updated_on (the last one's date).
 */
function statusHistory(current: number, year: number, last: string, index: number) {
  const paths = PATHS[current] ?? [[current]];
  const path = paths[index % paths.length]!;
  const issued = Date.UTC(year, index % 9, 1 + ((index * 7) % 27));
  const end = Date.parse(`${last}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return path.map((statusId, step) => ({
    statusId,
    since:
      path.length === 1 ? day(issued) : day(issued + ((end - issued) * step) / (path.length - 1)),
  }));
}

async function insertSurvey(tx: Tx, content: SeedContent) {
  for (const [i, q] of content.survey.entries()) {
    const [row] = await tx
      .insert(t.sorguSuallar)
      .values({ sualAz: q.az, sualEn: q.en, type: q.type, orderNum: i + 1 })
      .returning({ id: t.sorguSuallar.id });
    if (q.variants?.length) {
      await tx.insert(t.sorguVariantlar).values(
        q.variants.map((v, j) => ({
          questionId: row!.id,
          textAz: v.az,
          textEn: v.en,
          variantType: v.type,
          orderNum: j + 1,
        })),
      );
    }
  }
}

/** Turns `{{elan:INDEX}}` placeholders (content/announcements.ts vacancyLinks) into item addresses. */
export function resolveDemoLinks(html: string, elanIds: number[], prefix: '' | '/en'): string {
  return html.replace(/\{\{elan:(\d+)\}\}/g, (_, index: string) => {
    const id = elanIds[Number(index)];
    if (id === undefined) throw new Error(`demo link to a missing announcement: ${index}`);
    return `${prefix}/elan/${id}`;
  });
}

/** Loads the demo content, `scale` times the volume of the lists, in one transaction. */
export async function loadContent(db: Db, content: SeedContent, scale = 1): Promise<void> {
  const plan = photoPlan(content);
  await db.transaction(async (tx) => {
    await insertMenu(tx, content);
    await insertAll(tx, t.xeberler, docRows(content.news, scale, 3, plan.xeberler));
    await insertAll(tx, t.cixislar, docRows(content.speeches, scale, 17, plan.cixislar));
    await insertAll(tx, t.musahibeler, docRows(content.interviews, scale, 19, plan.musahibeler));
    await insertAll(tx, t.meqaleler, docRows(content.articles, scale, 23, plan.meqaleler));
    await insertAll(tx, t.jurnallar, docRows(content.journals, scale, 90, plan.jurnallar));
    await insertAll(
      tx,
      t.elanlar,
      expand(content.announcements, scale).map(({ item, index, copy }) => ({
        ...docColumns(item, index, plan.elanlar[index]?.scene),
        date: daysBefore((copy * content.announcements.length + index) * 11),
        photo: photo(index),
        section: item.section,
        subsection: item.subsection ?? null,
      })),
    );
    // The newest copy of the announcements is inserted last, from the last index to the first.
    const elanIds = (await tx.select({ id: t.elanlar.id }).from(t.elanlar).orderBy(t.elanlar.id))
      .map((r) => r.id)
      .slice(-content.announcements.length)
      .reverse();
    await tx.insert(t.pages).values(
      content.pages.map((p) => ({
        shortTitle: p.shortTitle,
        titleAz: p.az.title,
        titleEn: p.en.title,
        textAz: resolveDemoLinks(p.az.html, elanIds, ''),
        textEn: resolveDemoLinks(p.en.html, elanIds, '/en'),
      })),
    );
    await tx.insert(t.layiheCategories).values(
      content.projectCategories.map((c, i) => ({
        id: c.id,
        image: `${c.id}.jpg`,
        nameAz: c.az,
        nameEn: c.en,
        orderNum: i + 1,
      })),
    );
    await insertAll(
      tx,
      t.layiheler,
      expand(content.projects, scale).map(({ item, index, copy }) => ({
        ...docColumns(item, index, plan.layiheler[index]?.scene),
        date: daysBefore((copy * content.projects.length + index) * 29),
        photo: photo(index),
        categoryId: item.category,
      })),
    );
    await insertRecords(tx, content, scale, plan.dercler);
    await insertDocuments(tx, content);
    await insertRecommendations(tx, content, scale);
    await insertSurvey(tx, content);
  });
}
