/** Search that forgives: infix matches after prefix matches, "Did you mean …?" suggestions. */
import { closeAll, getDb } from '@/lib/core/db/client';
import { xeberler } from '@/lib/core/db/schema';
import { reseed } from '@/demo/seed';
import { createLocalSource } from '@/lib/core/content/source/local';
import { freshDataDir } from '@/test/fresh-data-dir';

process.env.DATA_DIR = '.test-data/search-suggest';
freshDataDir(process.env.DATA_DIR);

const source = createLocalSource();
let whole = 0;
let prefix = 0;

beforeAll(async () => {
  const db = await getDb();
  await reseed(db);
  // Older than every seeded item, so only the ranking can put them first.
  whole = (
    await db
      .insert(xeberler)
      .values({ titleAz: 'Küçələrdə işıq dirəkləri yeniləndi', date: '2001-01-01' })
      .returning({ id: xeberler.id })
  )[0]!.id;
  prefix = (
    await db
      .insert(xeberler)
      .values({ titleAz: 'İşıqlandırma şəbəkəsinin auditi', date: '2000-01-01' })
      .returning({ id: xeberler.id })
  )[0]!.id;
}, 120_000);
afterAll(closeAll);

const titles = async (query: string, language: 'az' | 'en' = 'az') =>
  (await source.call('neticeler', { query, language })).neticeler;

describe('infix matches', () => {
  it('finds a word inside a longer word, after whole-word and prefix matches', async () => {
    const hits = (await titles('isiq')).xeberler;
    const ids = hits.map((h) => h.id);
    const infix = hits.findIndex((h) => h.title.includes('Azərişıq'));
    expect(infix).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(whole)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(whole)).toBeLessThan(ids.indexOf(prefix));
    expect(ids.indexOf(prefix)).toBeLessThan(infix);
    // Records too (the audit of "Azərişıq" ASC).
    expect((await titles('isiq')).dercler.some((h) => h.title.includes('Azərişıq'))).toBe(true);
  });

  it('needs three letters: two find only word starts', async () => {
    const hits = await titles('zə');
    expect(hits.xeberler.some((h) => h.title.includes('Azərişıq'))).toBe(false);
  });
});

describe('suggestions', () => {
  it('a misspelled keyword suggests the right title word, and the suggestion finds it', async () => {
    const reply = await titles('Azərişk');
    expect(Object.values(reply).filter(Array.isArray).flat()).toEqual([]);
    // As the content spells it, the capital typed kept (docs/search.md).
    expect(reply.suggestion).toBe('Azərişıq');
    const found = await titles(reply.suggestion!);
    expect(found.xeberler.some((h) => h.title.includes('Azərişıq'))).toBe(true);
    expect(found.suggestion).toBeUndefined();
  });

  it('keeps the right words of a query and replaces only the wrong one', async () => {
    expect((await titles('isiqlandirme sebekesinin')).suggestion).toBe('işıqlandırma sebekesinin');
  });

  it('a title word added later is suggested too (the vocabulary follows the content)', async () => {
    const db = await getDb();
    await db.insert(xeberler).values({ titleAz: 'Zümrüdvari hesabat', date: '2002-01-01' });
    expect((await titles('zumrudvory')).suggestion).toBe('Zümrüdvari');
  });

  it('suggests nothing when nothing is close, and never in place of results', async () => {
    expect((await titles('qwxzvjk')).suggestion).toBeUndefined();
    expect((await titles('audit')).suggestion).toBeUndefined();
  });

  it('English suggests from English titles only', async () => {
    const reply = await titles('auditt', 'en');
    if (reply.suggestion) expect(reply.suggestion).toMatch(/^audit/);
    expect((await titles('Azərişk', 'en')).suggestion).not.toBe('Azərişıq');
  });
});
