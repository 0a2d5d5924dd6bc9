/**
 * The zero-result counts on the embedded database, and on a PostgreSQL server
 * when TEST_DATABASE_URL names one (a database of its own there): counted per
 * month and language under the normalized text, bounded, exported by the
 * script as operators run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '@/lib/core/db/client';
import { searchZeroResults } from '@/lib/core/db/schema';
import { freshDataDir } from '@/test/fresh-data-dir';
import { databaseModes, runScript, type DbConfig } from '@/test/site-databases';
import { exportZeroResults } from './export';
import { MAX_COUNT } from './limits';
import { storeZeroResult } from './store';

const DATA_DIR = '.test-data/zero-results';

const NOV = new Date('2026-11-27T10:00:00Z');
const row = (month: string, locale: string, query: string, searches: number) => ({
  month,
  locale,
  query,
  searches,
});
const OCT = new Date('2026-10-03T23:59:00Z');

describe.each(databaseModes(DATA_DIR, 'zero_results'))(
  'zero-result counts on %s',
  (_, settings) => {
    let db: Db;
    let close: () => Promise<void>;
    let config: DbConfig;
    const rows = () => db.select().from(searchZeroResults);

    beforeAll(async () => {
      freshDataDir(DATA_DIR);
      config = await settings();
      ({ db, close } = await openDatabase(config));
      for (const query of ['Səhiyyə  Nazirliyi', 'sehiyye nazirliyi!', 'SƏHİYYƏ NAZİRLİYİ'])
        await storeZeroResult(db, query, 'az', NOV);
      await storeZeroResult(db, 'sehiyye nazirliyi', 'en', NOV);
      await storeZeroResult(db, '=cmd|calc', 'az', NOV);
      await storeZeroResult(db, 'bitcoin', 'en', OCT);
    }, 120_000);

    afterAll(() => close?.());

    it('keeps the month, the language, the normalized text and the count, nothing else', async () => {
      const all = await rows();
      expect(Object.keys(all[0]!).sort()).toEqual(['locale', 'month', 'query', 'searches']);
      expect(all).toHaveLength(4);
      expect(all).toContainEqual(row('2026-11', 'az', 'sehiyye nazirliyi', 3));
      expect(all).toContainEqual(row('2026-11', 'en', 'sehiyye nazirliyi', 1));
    });

    it('counts nothing for a search of which nothing is left (an address, a phone number)', async () => {
      expect(await storeZeroResult(db, 'ad@mail.az 0501234567', 'az', NOV)).toBeNull();
      expect(await rows()).toHaveLength(4);
    });

    it('exports JSON, most searched first, of one month when asked', async () => {
      expect(JSON.parse(await exportZeroResults(db, 'json', '2026-11'))).toEqual([
        row('2026-11', 'az', 'sehiyye nazirliyi', 3),
        row('2026-11', 'az', 'cmd calc', 1),
        row('2026-11', 'en', 'sehiyye nazirliyi', 1),
      ]);
      expect(JSON.parse(await exportZeroResults(db, 'json'))).toHaveLength(4);
    });

    it('exports CSV, every cell quoted', async () => {
      const csv = await exportZeroResults(db, 'csv', '2026-10');
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        '"month","locale","query","searches"',
        '"2026-10","en","bitcoin","1"',
        '',
      ]);
      expect(await exportZeroResults(db, 'csv', '2026-01')).toBe('');
    });

    it('npm run search:export writes the same from the configured database', async () => {
      await close();
      close = async () => {};
      fs.mkdirSync(DATA_DIR, { recursive: true });
      const out = path.join(DATA_DIR, 'export.json');
      const run = (...args: string[]) => runScript('scripts/search-export.ts', config, ...args);
      run('--format', 'json', '--month', '2026-11', '--out', out);
      expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toHaveLength(3);
      expect(run('--format', 'csv')).toContain('"bitcoin"');
      expect(() => run('--format', 'xml')).toThrow(/usage: npm run search:export/);
      expect(() => run('--month', '2026-13')).toThrow(/usage/);
      ({ db, close } = await openDatabase(config));
    }, 120_000);

    it('holds a flood of distinct texts at the cap, the rest counted as other', async () => {
      const bounds = { perMonth: 5, keepMonths: 3 };
      const jan = new Date('2031-01-15T12:00:00Z');
      const stored = [];
      for (let i = 0; i < 40; i++)
        stored.push(await storeZeroResult(db, `random ${i.toString(36)}x`, 'az', jan, bounds));
      expect(stored.slice(0, 5)).toEqual([
        'random 0x',
        'random 1x',
        'random 2x',
        'random 3x',
        'random 4x',
      ]);
      expect(new Set(stored.slice(5))).toEqual(new Set(['']));
      // A text already counted this month is still counted under its own text.
      expect(await storeZeroResult(db, 'Random 0x', 'az', jan, bounds)).toBe('random 0x');
      // The other language has a cap of its own.
      expect(await storeZeroResult(db, 'random 9x', 'en', jan, bounds)).toBe('random 9x');
      const january = (await rows()).filter((r) => r.month === '2031-01');
      expect(january).toHaveLength(5 + 1 + 1);
      expect(january).toContainEqual(row('2031-01', 'az', '', 35));
      const json = JSON.parse(await exportZeroResults(db, 'json', '2031-01'));
      expect(json).toContainEqual(row('2031-01', 'az', '(other)', 35));
      expect(json).toContainEqual(row('2031-01', 'az', 'random 0x', 2));
    });

    it('keeps so many months, and a count never overflows', async () => {
      const bounds = { perMonth: 5, keepMonths: 3 };
      const months = async () => [...new Set((await rows()).map((r) => r.month))].sort();
      // March 2031 keeps January to March: the 2026 months go, January stays.
      await storeZeroResult(db, 'mart', 'az', new Date('2031-03-31T23:59:59Z'), bounds);
      expect(await months()).toEqual(['2031-01', '2031-03']);
      await storeZeroResult(db, 'aprel', 'az', new Date('2031-04-01T00:00:00Z'), bounds);
      expect(await months()).toEqual(['2031-03', '2031-04']);
      await db.update(searchZeroResults).set({ searches: MAX_COUNT });
      await storeZeroResult(db, 'aprel', 'az', new Date('2031-04-02T00:00:00Z'), bounds);
      expect((await rows()).map((r) => r.searches)).toEqual([MAX_COUNT, MAX_COUNT]);
    });
  },
);
