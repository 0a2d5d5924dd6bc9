/**
 * Storage, summary and export of the page feedback on the embedded database,
 * and on a PostgreSQL server when TEST_DATABASE_URL names one (a database
 * of its own there). The export script runs as operators run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '@/lib/core/db/client';
import { pageFeedback } from '@/lib/core/db/schema';
import { exportFeedback } from './export';
import { firstKeptMonth, monthOf } from '@/lib/core/monthly/months';
import { feedbackSummary, storeFeedback } from './store';
import { freshDataDir } from '@/test/fresh-data-dir';
import { databaseModes, runScript, type DbConfig } from '@/test/site-databases';

const DATA_DIR = '.test-data/page-feedback';

const NOV = new Date('2026-11-27T10:00:00Z');
const OCT = new Date('2026-10-03T23:59:00Z');

async function fill(db: Db) {
  const item = { path: '/en/xeber/3', locale: 'en' as const, kind: 'item' as const };
  await storeFeedback(db, { ...item, useful: true, comment: 'dropped: a yes keeps no text' }, NOV);
  await storeFeedback(db, { ...item, useful: false, comment: '=HYPERLINK("http://x")' }, NOV);
  await storeFeedback(db, { ...item, useful: false, comment: '<b>"quoted"</b>' }, NOV);
  await storeFeedback(
    db,
    { path: '/', locale: 'az', kind: 'home', useful: true, comment: null },
    NOV,
  );
  await storeFeedback(
    db,
    { path: '/search', locale: 'az', kind: 'search', useful: false, comment: null },
    OCT,
  );
}

describe.each(databaseModes(DATA_DIR, 'page_feedback'))('page feedback on %s', (_, settings) => {
  let db: Db;
  let close: () => Promise<void>;
  let config: DbConfig;

  beforeAll(async () => {
    freshDataDir(DATA_DIR);
    config = await settings();
    ({ db, close } = await openDatabase(config));
    await fill(db);
  }, 120_000);

  afterAll(() => close?.());

  it('stores the page, language, kind, answer, text of a "no" and the month only', async () => {
    const rows = await db.select().from(pageFeedback);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['comment', 'kind', 'locale', 'month', 'path', 'useful'].sort(),
    );
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.useful).every((r) => r.comment === null)).toBe(true);
    expect(new Set(rows.map((r) => r.month))).toEqual(new Set(['2026-11', '2026-10']));
    expect(monthOf(OCT)).toBe('2026-10');
  });

  it('summarises counts and "yes" per month and kind, newest month first, no text', async () => {
    expect(await feedbackSummary(db)).toEqual([
      { month: '2026-11', kind: 'home', answers: 1, yes: 1 },
      { month: '2026-11', kind: 'item', answers: 3, yes: 1 },
      { month: '2026-10', kind: 'search', answers: 1, yes: 0 },
    ]);
    expect(await feedbackSummary(db, 1)).toHaveLength(2);
  });

  it('exports JSON, of one month when asked', async () => {
    const all = JSON.parse(await exportFeedback(db, 'json'));
    expect(all).toHaveLength(5);
    const oct = JSON.parse(await exportFeedback(db, 'json', '2026-10'));
    expect(oct).toEqual([
      {
        month: '2026-10',
        locale: 'az',
        kind: 'search',
        path: '/search',
        useful: 'no',
        comment: '',
      },
    ]);
  });

  it('exports CSV with every cell quoted and formulas defused', async () => {
    const csv = await exportFeedback(db, 'csv', '2026-11');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"month","locale","kind","path","useful","comment"');
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('"<b>""quoted""</b>"');
    expect(csv).not.toContain('dropped');
    expect(await exportFeedback(db, 'csv', '2026-01')).toBe('');
  });

  it('npm run feedback:export writes the same files from the configured database', async () => {
    await close();
    close = async () => {};
    fs.mkdirSync(DATA_DIR, { recursive: true });
    const out = path.join(DATA_DIR, 'export.json');
    const run = (...args: string[]) => runScript('scripts/feedback-export.ts', config, ...args);
    run('--format', 'json', '--month', '2026-11', '--out', out);
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toHaveLength(4);
    expect(run('--format', 'csv')).toContain('"/search"');
    expect(() => run('--format', 'xml')).toThrow(/usage: npm run feedback:export/);
    expect(() => run('--month', '2026-13')).toThrow(/usage/);
    ({ db, close } = await openDatabase(config));
  }, 120_000);

  it('stays within its bounds: so many answers a month, so many months kept', async () => {
    const home = { path: '/', locale: 'az' as const, kind: 'home' as const, comment: null };
    const bounds = { perMonth: 2, keepMonths: 3 };
    const jan = new Date('2031-01-15T12:00:00Z');
    const results = [];
    for (const useful of [true, false, true]) {
      results.push(await storeFeedback(db, { ...home, useful }, jan, bounds));
    }
    expect(results).toEqual([true, true, false]);
    const months = async () =>
      (await db.select({ month: pageFeedback.month }).from(pageFeedback)).map((r) => r.month);
    expect((await months()).filter((m) => m === '2031-01')).toHaveLength(2);
    // March 2031 keeps January to March: the 2026 answers go, January's stay.
    expect(firstKeptMonth(new Date('2031-03-31T23:59:59Z'), 3)).toBe('2031-01');
    expect(firstKeptMonth(new Date('2031-02-01T00:00:00Z'), 24)).toBe('2029-03');
    await storeFeedback(db, { ...home, useful: true }, new Date('2031-03-31T23:59:59Z'), bounds);
    expect((await months()).sort()).toEqual(['2031-01', '2031-01', '2031-03']);
    // April drops January.
    await storeFeedback(db, { ...home, useful: true }, new Date('2031-04-01T00:00:00Z'), bounds);
    expect((await months()).sort()).toEqual(['2031-03', '2031-04']);
  });
});
