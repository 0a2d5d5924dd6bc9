import { asc, eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@/lib/core/db/client';
import {
  muracietFayllari,
  muracietler,
  muracietNovleri,
  qurumlar,
  sorguCavabSetirleri,
  sorguCavablar,
  sorguSuallar,
  sorguVariantlar,
  sosialDurumlar,
} from '@/lib/core/db/schema';

type Row = Record<string, string | number | null>;

/**
 * One CSV cell: quoted, and a leading =, +, - or @ defused so spreadsheets
 * never run it as a formula (a plain number such as +994 50 … stays as it is).
 */
function cell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^[+-][\d\s()-]*$/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

export function toCsv(rows: Row[]): string {
  if (rows.length === 0) return '';
  const head = Object.keys(rows[0]!);
  const lines = [
    head.map(cell).join(','),
    ...rows.map((r) => head.map((k) => cell(r[k])).join(',')),
  ];
  // A byte-order mark so spreadsheet programs read the Azerbaijani letters as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function requests(db: Db) {
  const rows = await db
    .select({
      r: muracietler,
      sosialDurum: sosialDurumlar.nameAz,
      muracietNovu: muracietNovleri.nameAz,
      qurum: qurumlar.nameAz,
    })
    .from(muracietler)
    .leftJoin(sosialDurumlar, eq(sosialDurumlar.id, muracietler.sosialDurumId))
    .leftJoin(muracietNovleri, eq(muracietNovleri.id, muracietler.muracietNovuId))
    .leftJoin(qurumlar, eq(qurumlar.id, muracietler.qurumId))
    .orderBy(asc(muracietler.id));
  // Files grouped once by request (Node 20 has no Map.groupBy).
  const filesOf = new Map<number, (typeof muracietFayllari.$inferSelect)[]>();
  for (const f of await db.select().from(muracietFayllari)) {
    filesOf.set(f.muracietId, [...(filesOf.get(f.muracietId) ?? []), f]);
  }
  return rows.map(({ r, ...names }) => ({ row: r, names, files: filesOf.get(r.id) ?? [] }));
}

async function surveyAnswers(db: Db): Promise<Row[]> {
  const rows = await db
    .select({
      submission: sorguCavablar.id,
      created_at: sorguCavablar.createdAt,
      language: sorguCavablar.language,
      question: sorguSuallar.sualAz,
      variant: sorguVariantlar.textAz,
      text: sorguCavabSetirleri.text,
    })
    .from(sorguCavabSetirleri)
    .innerJoin(sorguCavablar, eq(sorguCavablar.id, sorguCavabSetirleri.cavabId))
    .innerJoin(sorguSuallar, eq(sorguSuallar.id, sorguCavabSetirleri.questionId))
    .leftJoin(sorguVariantlar, eq(sorguVariantlar.id, sorguCavabSetirleri.variantId))
    .orderBy(asc(sorguCavablar.id), asc(sorguCavabSetirleri.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/**
 * Writes every stored request (requests.csv, requests.json), their files
 * (files/<reference>/<stored name>) and the survey answers
 * (survey-answers.csv, .json) into `outDir`. Returns what it wrote.
 */
export async function exportSubmissions(db: Db, dataDir: string, outDir: string) {
  fs.mkdirSync(path.join(outDir, 'files'), { recursive: true });
  const all = await requests(db);
  const json = all.map(({ row, names, files }) => {
    const copied = files.map((f) => {
      const target = path.join('files', row.reference, path.basename(f.storedPath));
      fs.mkdirSync(path.join(outDir, 'files', row.reference), { recursive: true });
      fs.copyFileSync(path.resolve(dataDir, f.storedPath), path.join(outDir, target));
      return { path: target, original_name: f.originalName, mime_type: f.mimeType, size: f.size };
    });
    return {
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
      language: row.language,
      ad: row.ad,
      soyad: row.soyad,
      ata_ad: row.ataAd,
      olke: row.olke,
      seher: row.seher,
      unvan: row.unvan,
      tevellud: row.tevellud,
      nomre: row.nomre,
      e_poct: row.ePoct,
      sosial_durum: names.sosialDurum,
      muraciet_novu: names.muracietNovu,
      qurum: names.qurum,
      qurum_text: row.qurumText,
      muraciet_metni: row.muracietMetni,
      files: copied,
    };
  });
  fs.writeFileSync(path.join(outDir, 'requests.json'), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(
    path.join(outDir, 'requests.csv'),
    toCsv(json.map(({ files, ...r }) => ({ ...r, files: files.map((f) => f.path).join('; ') }))),
  );
  const answers = await surveyAnswers(db);
  fs.writeFileSync(
    path.join(outDir, 'survey-answers.json'),
    `${JSON.stringify(answers, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(outDir, 'survey-answers.csv'), toCsv(answers));
  return {
    requests: json.length,
    files: json.reduce((n, r) => n + r.files.length, 0),
    answers: answers.length,
  };
}
