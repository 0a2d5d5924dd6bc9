/** The translation report's figures (docs/languages.md) against a count made in the database. */
import { isNull, sql } from 'drizzle-orm';
import type { Caller } from '@/lib/contract/kinds';
import { reportItems, reportRows, untranslatedNewestFirst } from '@/lib/content/translation-report';
import { getDb } from '@/lib/platform/db/client';
import { dercler, elanlar, layiheler, PLAIN_PUBLICATION_TABLES } from '@/lib/platform/db/schema';
import { demoSource } from '@/test/demo-source';

const source = demoSource('translation-report');
const call: Caller = (name, input) => source.call(name, input);

const TABLES = {
  xeber: PLAIN_PUBLICATION_TABLES.xeberler,
  cixis: PLAIN_PUBLICATION_TABLES.cixislar,
  musahibe: PLAIN_PUBLICATION_TABLES.musahibeler,
  meqale: PLAIN_PUBLICATION_TABLES.meqaleler,
  jurnal: PLAIN_PUBLICATION_TABLES.jurnallar,
  elan: elanlar,
  layihe: layiheler,
  derc: dercler,
};

it('counts per kind what the database holds: items, translated, the oldest untranslated', async () => {
  const db = await getDb();
  const rows = reportRows(await reportItems(call));
  for (const [kind, table] of Object.entries(TABLES)) {
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    const [missing] = await db
      .select({
        n: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${table.date})::text`,
      })
      .from(table)
      .where(isNull(table.titleEn));
    const row = rows.find((r) => r.kind === kind)!;
    expect([kind, row.items, row.items - row.translated]).toEqual([kind, all!.n, missing!.n]);
    expect(row.oldestUntranslated).toBe(missing!.oldest?.slice(0, 10) ?? null);
    if (row.items) expect(row.share).toBe(Math.round((1000 * row.translated) / row.items) / 10);
  }
  // The demo holds untranslated news: the check above compared something.
  expect(rows.find((r) => r.kind === 'xeber')!.translated).toBeLessThan(
    rows.find((r) => r.kind === 'xeber')!.items,
  );
});

it('lists the untranslated items newest first with their Azerbaijani addresses', async () => {
  const list = untranslatedNewestFirst(await reportItems(call));
  expect(list.length).toBeGreaterThan(0);
  const dates = list.map((i) => i.date ?? '');
  expect(dates).toEqual([...dates].sort().reverse());
  expect(list.every((i) => !i.translated && /^\/[a-z-]+\/[\w-]+$/.test(i.path))).toBe(true);
});
