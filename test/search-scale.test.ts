/**
 * Search at volume (scale 20: 1,280 news) must give exactly what a
 * brute-force reading of every row gives: titles with every word (or its
 * stem) as a whole word first, then titles with every word or stem starting
 * a title word, then items with every word or stem starting a word of the
 * title or body; newest first within each.
 */
import { sql } from 'drizzle-orm';
import { closeAll, getDb } from '@/lib/core/db/client';
import { flushGinPendingLists, reseed } from '@/demo/seed';
import { foldAz } from '@/lib/core/search/fold';
import { queryTerms } from '@/lib/core/search/terms';
import { createLocalSource } from '@/lib/core/content/source/local';
import { rowsOf } from '@/lib/platform/db/rows';
import { COUNT_CAP, matching, tierQuery } from '@/lib/core/content/source/local/search-tiers';
import { SEARCH_GROUP_LIMIT, SEARCH_PAGE_MAX } from '@/lib/core/contract/search-groups';
import { freshDataDir } from '@/test/fresh-data-dir';

process.env.DATA_DIR = '.test-data/search-scale';
freshDataDir(process.env.DATA_DIR);

const source = createLocalSource();
type News = { id: number; title: string; text: string; date: string };
const all: News[] = [];

beforeAll(async () => {
  await reseed(await getDb(), 20);
  for (let from = 0; ; from += 100) {
    const page = (await source.call('xeberler', { limit: 100, from })).xeberler as News[];
    all.push(...page);
    if (page.length < 100) break;
  }
}, 180_000);
afterAll(closeAll);

/** Every news item the query finds, in the order of the tiers. */
function ordered(query: string): number[] {
  const terms = queryTerms(query, 'az');
  const whole = (s: string, w: string) => new RegExp(`(^|[^a-z0-9_])${w}([^a-z0-9_]|$)`).test(s);
  const starts = (s: string, w: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${w}`, 'u').test(s);
  const newest = [...all].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const title = (n: News) => foldAz(n.title);
  const body = (n: News) => foldAz(`${n.title} ${n.text.replace(/<[^>]*>/g, ' ')}`);
  const every = (s: string, test: typeof whole) =>
    terms.every((t) => test(s, t.word) || test(s, t.stem));
  const tier1 = newest.filter((n) => every(title(n), whole));
  const tier2 = newest.filter((n) => !tier1.includes(n) && every(title(n), starts));
  const tier3 = newest.filter(
    (n) => !tier1.includes(n) && !tier2.includes(n) && every(body(n), starts),
  );
  return [...tier1, ...tier2, ...tier3].map((n) => n.id);
}

const expected = (query: string) => ordered(query).slice(0, SEARCH_GROUP_LIMIT);

it('reads a volume where the indexes matter', () => {
  expect(all.length).toBe(64 * 20);
});

it.each([
  'audit',
  'xəbər',
  'palata',
  'büdcə',
  'Azərişıq',
  'hesabat audit',
  'şirkət',
  'nazirliy',
  'hesabatların',
  'auditlərin',
])('finds "%s" exactly as a reading of every row does', async (query) => {
  const hits = (await source.call('neticeler', { query })).neticeler.xeberler;
  expect(hits.map((h) => h.id)).toEqual(expected(query));
});

it.each(['audit', 'büdcə', 'hesabat audit', 'hesabatların', 'nazirliy'])(
  'counts "%s" and pages through it exactly as a reading of every row does',
  async (query) => {
    const all = ordered(query);
    const first = (await source.call('neticeler', { query })).neticeler;
    expect(first.totals?.xeberler).toEqual({
      count: Math.min(all.length, COUNT_CAP),
      capped: all.length > COUNT_CAP,
    });
    const pages = Math.ceil(Math.min(all.length, COUNT_CAP) / SEARCH_GROUP_LIMIT);
    // The first pages (across the tiers' borders) and the last one.
    const past = pages < SEARCH_PAGE_MAX ? [pages + 1] : [];
    for (const page of new Set([1, 2, 3, 4, 7, pages, ...past])) {
      const reply = (await source.call('neticeler', { query, type: 'xeberler', page })).neticeler;
      const from = (page - 1) * SEARCH_GROUP_LIMIT;
      expect({ page, ids: reply.xeberler.map((h) => h.id) }).toEqual({
        page,
        ids: page <= pages ? all.slice(from, from + SEARCH_GROUP_LIMIT) : [],
      });
      expect(reply.dercler).toEqual([]);
      expect(reply.totals).toEqual(first.totals);
    }
  },
);

it('counts at most 1,000 hits of a group, says there are more, and pages no further', async () => {
  expect(ordered('audit').length).toBeGreaterThan(COUNT_CAP);
  const reply = (await source.call('neticeler', { query: 'audit' })).neticeler;
  expect(reply.totals?.xeberler).toEqual({ count: COUNT_CAP, capped: true });
  expect(COUNT_CAP).toBe(SEARCH_PAGE_MAX * SEARCH_GROUP_LIMIT);
  await expect(
    source.call('neticeler', { query: 'audit', type: 'xeberler', page: SEARCH_PAGE_MAX + 1 }),
  ).rejects.toThrow(/50/);
});

it('can walk the date index for a tier: its order is the date column, not the text in the reply', async () => {
  // With the lookups and table scans priced out, only the date index walked
  // newest first gives the order without a sort; ordering by the select
  // list's text `date` (the earlier query) always needed one.
  const plan = await (
    await getDb()
  ).transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const tier = tierQuery('xeberler', 'az', matching('words_az', 'audit:*'), null, { limit: 20 });
    return rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${tier}`);
  });
  const text = plan.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toMatch(/Index Scan Backward using xeberler_date_idx/);
  expect(text).not.toMatch(/Sort/);
});

/** Pages each GIN index had in its pending list (gin_clean_pending_list empties it and says how many). */
async function pendingPages(): Promise<Record<string, number>> {
  const { rows } = (await (
    await getDb()
  ).execute(sql`select c.relname as name, gin_clean_pending_list(c.oid) as pages
    from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin'`)) as unknown as {
    rows: Array<{ name: string; pages: number | string }>;
  };
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.pages)]));
}

it('leaves no GIN pending list behind the seed (every search would read it whole)', async () => {
  const after = await pendingPages();
  expect(Object.keys(after)).toEqual(
    expect.arrayContaining(['xeberler_words_az_idx', 'search_vocabulary_word_trgm_idx']),
  );
  expect(Object.values(after).every((pages) => pages === 0)).toBe(true);
  // The oracle can fail: a write leaves entries pending until they are flushed.
  const db = await getDb();
  await db.execute(sql`insert into search_vocabulary (lang, word) values ('az', 'zzqqxxpending')`);
  const probe = async () =>
    Number(
      (
        (await db.execute(
          sql`select gin_clean_pending_list('search_vocabulary_word_trgm_idx'::regclass) as pages`,
        )) as unknown as { rows: Array<{ pages: number | string }> }
      ).rows[0]!.pages,
    );
  expect(await probe()).toBeGreaterThan(0);
  await db.execute(sql`insert into search_vocabulary (lang, word) values ('az', 'zzqqxxpendin')`);
  await flushGinPendingLists(db);
  expect(await probe()).toBe(0);
  await db.execute(sql`delete from search_vocabulary where word like 'zzqqxx%'`);
});
