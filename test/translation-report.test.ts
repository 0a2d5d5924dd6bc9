/** The translation report's figures (docs/languages.md) against a count made in the database. */
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Caller } from '@/lib/core/contract/kinds';
import {
  reportItems,
  reportRows,
  untranslatedNewestFirst,
} from '@/lib/core/content/translation-report';
import { getDb } from '@/lib/core/db/client';
import { KIND_TABLES, setTranslationDue } from '@/lib/features/translations/pending';
import { demoSource } from '@/test/demo-source';

const source = demoSource('translation-report');
const call: Caller = (name, input) => source.call(name, input);

it('counts per kind what the database holds: items, translated, the oldest untranslated', async () => {
  const db = await getDb();
  const rows = reportRows(await reportItems(call));
  for (const [kind, table] of Object.entries(KIND_TABLES)) {
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

describe('dated pending translations (local mode)', () => {
  const news = KIND_TABLES.xeber;
  const english = async (id: number) =>
    (await source.call('xeberler', { id, language: 'en' })).xeberler[0]!;

  it('gives the English read of a pending item its day, and nothing to a translated one', async () => {
    const db = await getDb();
    const [pending] = await db
      .select({ id: news.id, due: news.translationDue })
      .from(news)
      .where(isNotNull(news.translationDue));
    expect(pending).toBeDefined();
    expect(await english(pending!.id)).toMatchObject({
      language: 'az',
      translation_due: pending!.due,
    });
    const [az] = (await source.call('xeberler', { id: pending!.id, language: 'az' })).xeberler;
    expect(az).not.toHaveProperty('translation_due');
  });

  it('lets an editor set and clear it on an untranslated item only', async () => {
    const db = await getDb();
    const [untranslated] = await db
      .select({ id: news.id })
      .from(news)
      .where(and(isNull(news.titleEn), isNull(news.translationDue)));
    const [translated] = await db.select({ id: news.id }).from(news).where(isNotNull(news.titleEn));
    const id = untranslated!.id;
    expect(await setTranslationDue(db, 'xeber', id, '2027-03-01')).toBe('set');
    expect(await english(id)).toMatchObject({ translation_due: '2027-03-01' });
    expect(await setTranslationDue(db, 'xeber', id, null)).toBe('cleared');
    expect(await english(id)).not.toHaveProperty('translation_due');
    expect(await setTranslationDue(db, 'xeber', translated!.id, '2027-03-01')).toBe('translated');
    expect(await setTranslationDue(db, 'xeber', 999_999, '2027-03-01')).toBe('not-found');
  });
});
