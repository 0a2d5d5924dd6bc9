/**
 * The operator's import of the tracker (docs/tracker.md) on the embedded database: checked
 * rows, nothing written on any refusal, a dry run that writes nothing, the same file twice
 * changing nothing, and a status change recorded in the history with the row's date; the
 * audit record a row names (`derc`) checked, kept when the column is absent, cleared when it
 * is empty. The script itself runs once as an operator runs it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Db } from '@/lib/core/db/client';
import {
  dercler,
  tovsiyyeNovler,
  tovsiyyeQurumlar,
  tovsiyyeStatuslar,
  tovsiyyeTarixce,
  tovsiyyeler,
  types,
} from '@/lib/core/db/schema';
import { freshDataDir } from '@/test/fresh-data-dir';
import { applyImport, importOptions, planImport, readImport } from './import';

const DATA_DIR = '.test-data/tracker-import';
const TODAY = '2026-11-28';
const HEADER = 'id,il,qurum,nov,status,movzu_az,movzu_en,metn_az,metn_en,tarix';
const FILE = [
  HEADER,
  ',2024,Maliyyə Nazirliyi,Maliyyə,İcrada,Hesabatlılıq,Reporting,Aylıq hesabat verilsin.,,2024-05-02',
  ',2025,Səhiyyə Nazirliyi,Hüquqi,İcra edilməyib,"Qaydalar, yeni",Rules,Qaydalar yenilənsin.,Update the rules.,',
].join('\n');

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  freshDataDir(DATA_DIR);
  ({ db, close } = await openDatabase({ dataDir: DATA_DIR }));
  const named = (names: Array<[string, string]>) =>
    names.map(([nameAz, nameEn], i) => ({ nameAz, nameEn, orderNum: i + 1 }));
  await db.insert(tovsiyyeQurumlar).values(
    named([
      ['Maliyyə Nazirliyi', 'Ministry of Finance'],
      ['Səhiyyə Nazirliyi', 'Ministry of Health'],
    ]),
  );
  await db.insert(tovsiyyeNovler).values(
    named([
      ['Maliyyə', 'Financial'],
      ['Hüquqi', 'Legal'],
    ]),
  );
  await db.insert(tovsiyyeStatuslar).values(
    named([
      ['İcra edilib', 'Implemented'],
      ['Qismən icra edilib', 'Partially implemented'],
      ['İcrada', 'In progress'],
      ['İcra edilməyib', 'Not implemented'],
    ]),
  );
}, 60_000);

afterAll(async () => {
  await close?.();
});

async function importText(text: string, write = true) {
  const read = readImport(text, await importOptions(db), TODAY);
  if (read.errors.length) return { errors: read.errors, plan: null };
  const plan = await planImport(db, read.rows);
  if (write && plan.errors.length === 0) await applyImport(db, plan);
  return { errors: plan.errors, plan };
}

const count = async () => (await db.select().from(tovsiyyeler)).length;

describe('the tracker import', () => {
  it('a dry run reports the change set and writes nothing', async () => {
    const { errors, plan } = await importText(FILE, false);
    expect(errors).toEqual([]);
    expect(plan?.added.map((r) => r.line)).toEqual([2, 3]);
    expect(await count()).toBe(0);
  });

  it('a file with one bad row writes nothing and names the line and the problem', async () => {
    const bad = `${FILE}\n,2024,Heç bir nazirlik,Maliyyə,İcrada,Mövzu,,Mətn,,2999-01-01`;
    const { errors } = await importText(bad);
    expect(errors).toEqual([
      expect.stringMatching(
        /^line 4: qurum "Heç bir nazirlik" is not one of: Maliyyə Nazirliyi; Səhiyyə Nazirliyi; tarix "2999-01-01" must be a date/,
      ),
    ]);
    expect(await count()).toBe(0);
    expect((await importText('il,qurum\n2024,x')).errors[0]).toMatch(/^line 1: missing columns/);
  });

  it('writes new rows with their first history entry; the same file again changes nothing', async () => {
    expect((await importText(FILE)).errors).toEqual([]);
    const rows = await db.select().from(tovsiyyeler).orderBy(asc(tovsiyyeler.id));
    expect(rows.map((r) => [r.movzuAz, r.updatedOn])).toEqual([
      ['Hesabatlılıq', '2024-05-02'],
      ['Qaydalar, yeni', TODAY],
    ]);
    expect(await db.select().from(tovsiyyeTarixce)).toHaveLength(2);
    const again = await importText(FILE);
    expect(again.plan).toMatchObject({ added: [], statusChanged: [], updated: [], unchanged: 2 });
    expect(await count()).toBe(2);
    expect(await db.select().from(tovsiyyeTarixce)).toHaveLength(2);
  });

  it('records a changed status in the history with the row date, by id or by topic', async () => {
    const [first] = await db.select().from(tovsiyyeler).orderBy(asc(tovsiyyeler.id));
    const changed = [
      HEADER,
      `${first!.id},2024,Maliyyə Nazirliyi,Maliyyə,Qismən icra edilib,Hesabatlılıq,Reporting,Aylıq hesabat verilsin.,,2026-03-12`,
      ',2025,Ministry of Health,Legal,4,"Qaydalar, yeni",Rules,Qaydalar yenilənsin.,Update the rules (2).,',
    ].join('\n');
    const { errors, plan } = await importText(changed);
    expect(errors).toEqual([]);
    expect(plan?.statusChanged.map((c) => c.id)).toEqual([first!.id]);
    expect(plan?.updated).toHaveLength(1);
    const history = await db
      .select({ status: tovsiyyeTarixce.statusId, since: tovsiyyeTarixce.since })
      .from(tovsiyyeTarixce)
      .where(eq(tovsiyyeTarixce.tovsiyyeId, first!.id))
      .orderBy(asc(tovsiyyeTarixce.since));
    expect(history).toEqual([
      { status: 3, since: '2024-05-02' },
      { status: 2, since: '2026-03-12' },
    ]);
    expect((await importText(changed)).plan?.unchanged).toBe(2);
    expect((await importText(`${HEADER}\n999,2024,1,1,1,X,,Y,,`)).errors).toEqual([
      'line 2: no recommendation has id 999',
    ]);
  });

  it('runs as an operator runs it: a dry run prints the change set and writes nothing', async () => {
    await close();
    const file = path.join(DATA_DIR, 'tracker.csv');
    fs.writeFileSync(file, `${FILE}\n,2023,1,1,1,Yeni mövzu,,Yeni mətn,,2023-02-01`);
    const out = execFileSync(
      'node_modules/.bin/tsx',
      ['scripts/tracker-import.ts', file, '--dry-run', '--date', TODAY],
      { env: { ...process.env, DATA_DIR, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(out).toContain('1 new, 1 with a new status, 1 with new texts, 0 unchanged');
    expect(out).toContain('line 4: new — Yeni mövzu');
    expect(out).toContain('Dry run: nothing was written.');
    ({ db, close } = await openDatabase({ dataDir: DATA_DIR }));
    expect(await count()).toBe(2);
  }, 60_000);
});

describe('the audit record a row came from (derc)', () => {
  const TOPIC = 'Audit mövzusu';
  const row = (derc: string) =>
    `,2025,Maliyyə Nazirliyi,Maliyyə,İcrada,${TOPIC},,Audit mətni.,,,${derc}`;
  const withDerc = (...rows: string[]) => [`${HEADER},derc`, ...rows].join('\n');
  let audit = 0;
  let opinion = 0;

  beforeAll(async () => {
    await db.insert(types).values([
      { id: 2, shortTitle: 'audit', titleAz: 'Audit', titleEn: 'Audit' },
      { id: 3, shortTitle: 'rey', titleAz: 'Rəy', titleEn: 'Opinion' },
    ]);
    const [a, o] = await db
      .insert(dercler)
      .values([
        { titleAz: 'Yolların auditi', date: '2025-03-01', typeId: 2 },
        { titleAz: 'Büdcəyə rəy', date: '2025-04-01', typeId: 3 },
      ])
      .returning({ id: dercler.id });
    audit = a!.id;
    opinion = o!.id;
  });

  const stored = async () =>
    (await db.select().from(tovsiyyeler).where(eq(tovsiyyeler.movzuAz, TOPIC)))[0]?.dercId;

  it('refuses a derc that is not a number, unknown or not an audit, naming the line', async () => {
    expect((await importText(withDerc(row('abc')))).errors).toEqual([
      'line 2: derc "abc" is not a number',
    ]);
    const { errors } = await importText(withDerc(row('999'), row(String(opinion))));
    expect(errors).toEqual([
      'line 2: no record has id 999 (derc)',
      `line 3: derc ${opinion} is not an audit record (it is a rey)`,
    ]);
    expect(await stored()).toBeUndefined();
  });

  it('links a row to its audit; no column keeps the link, an empty one removes it', async () => {
    expect((await importText(withDerc(row(String(audit))))).plan?.added).toHaveLength(1);
    expect(await stored()).toBe(audit);
    expect((await importText(withDerc(row(String(audit))))).plan?.unchanged).toBe(1);
    const withoutColumn = [HEADER, row('').replace(/,$/, '')].join('\n');
    expect((await importText(withoutColumn)).plan?.unchanged).toBe(1);
    expect(await stored()).toBe(audit);
    expect((await importText(withDerc(row('')))).plan?.updated).toHaveLength(1);
    expect(await stored()).toBeNull();
  });
});
